export { SEED_THEME_DEFAULTS, avatarPath, demoWorld, logoPath } from './demo-world';
export type {
  SeedAccount,
  SeedIntent,
  SeedLocation,
  SeedPool,
  SeedProposal,
  SeedSettings,
  SeedStation,
  SeedUser,
  World,
} from './world.types';
