import type { User } from './entities';

/** Nickname, else first name plus the upper-cased last-name initial ('Jordan L.'). */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'nickname'>): string {
  const nickname = user.nickname?.trim();
  if (nickname) return nickname;
  const initial = user.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${user.firstName} ${initial}.` : user.firstName;
}
