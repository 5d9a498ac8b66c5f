export { startServer } from './server';
export { ConfigError, readServerConfig } from './config';
export { cspHash } from './security/inline-blocks';
export { parsePolicy } from './security/content-security-policy';
