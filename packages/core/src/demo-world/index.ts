export { SEED_THEME_DEFAULTS, avatarPath, demoPolicies, demoWorld, logoPath } from './demo-world';
export type { SeedProposal, SeedSettings, World } from './world.types';
