import type { FlowState } from '../state/flow-store';
import type { LandingState } from '../state/landing-store';
import { CODE_SCREENS, type CodeScreen, type Route } from './routes';

/** The address of the current screen ("Address follows the screen"). */
export function routeFor(landing: LandingState, flow: FlowState): Route {
  const step = flow.steps[flow.index] ?? 'landing';
  if (step === 'error-external') return { kind: 'external', screen: 'error-external' };
  if (flow.external) {
    const screen = step === 'review' || step === 'success' ? step : null;
    return { kind: 'external', screen };
  }
  if (landing.intentParams) {
    const { type, id, intent } = landing.intentParams;
    if (landing.status === 'not-found') return { kind: 'not-found' };
    if (landing.status !== 'ready')
      return { kind: 'intent', type, id, intent, screen: null, subStep: null };
    const screen =
      step === 'proposed-tip-intent' || step === 'payment' || step === 'success' ? step : null;
    const subStep = screen === 'proposed-tip-intent' ? flow.subStep : null;
    return { kind: 'intent', type, id, intent, screen, subStep };
  }
  const code = landing.code;
  if (code === null) return { kind: 'not-found' };
  if (landing.status === 'not-found') return { kind: 'code', code, screen: 'not-found', uid: null };
  if (landing.status !== 'ready') return { kind: 'code', code, screen: null, uid: null };
  if (!(CODE_SCREENS as readonly string[]).includes(step))
    return { kind: 'code', code, screen: null, uid: null };
  const screen = step as CodeScreen;
  const { selections } = flow;
  if (screen === 'proposed-tip-beauty') {
    const uid = selections.users[0] ?? selections.preSelectedUserUid;
    return { kind: 'code', code, screen, uid: uid ?? null };
  }
  if (screen === 'group') return { kind: 'code', code, screen, uid: selections.groupUid };
  return { kind: 'code', code, screen, uid: null };
}
