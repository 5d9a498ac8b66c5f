import type { CustomTipFormProps } from '../components/custom-tip-form/custom-tip-form';
import { useTipping } from '../di/container-context';
import { textOf } from '../i18n/messages';
import { useStore } from './use-store';

type CoreBound = Pick<
  CustomTipFormProps,
  | 'value'
  | 'error'
  | 'amount'
  | 'confirming'
  | 'submitDisabled'
  | 'onChange'
  | 'onSubmit'
  | 'onCancel'
  | 'onConfirm'
>;

/**
 * The custom tip as the core holds it, as the custom-tip form's props: what was typed, why it
 * cannot be sent (and so whether it can), the generous-tip confirmation, and the core's actions
 * behind each button.
 */
export function useCustomTip(): CoreBound {
  const { stores, actions } = useTipping();
  const { customTip } = useStore(stores.tips);
  return {
    value: customTip.text,
    error: customTip.error && textOf(customTip.error),
    amount: customTip.amount,
    confirming: customTip.confirming,
    submitDisabled: customTip.amount === null || customTip.error !== null,
    onChange: actions.setCustomTip,
    onSubmit: actions.submitCustomTip,
    onCancel: actions.cancelCustomTip,
    onConfirm: actions.confirmCustomTip,
  };
}
