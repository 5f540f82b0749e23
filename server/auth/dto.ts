import type { Selectable } from 'kysely';
import type { UsersTable } from '@/server/db/types';
import { avatarUrl } from './avatars';

/** What the API tells a signed-in user about themselves (never the password hash or the avatar's file). */
export function userDto(u: Selectable<UsersTable>) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    country: u.country,
    title: u.title,
    countryOfResidence: u.country_of_residence,
    avatar: avatarUrl(u.avatar_key),
    locale: u.locale,
  };
}
export type UserDto = ReturnType<typeof userDto>;
