export { createServer, startServer } from './server';
export type { RunningServer, ServerOptions } from './server';
export { ConfigError, DEFAULT_SANDBOX_ORIGIN, readServerConfig } from './config';
export type { BrowserConfig, ServerConfig } from './config';
export { cspHash } from './security/inline-blocks';
export { parsePolicy } from './security/content-security-policy';
export { precompressBuild } from './static/compressed-files';
export type { WebProcessor } from './processors';
