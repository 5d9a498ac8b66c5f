// A separate entry (`@tipwell/adapters/sandbox-card`), so the app can load the card form's code on the
// payment step only: importing it from the package index would bundle it with everything else.
export { SandboxCardGateway } from './sandbox-card-gateway';
