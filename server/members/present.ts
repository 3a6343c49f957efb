import type { components } from '../../generated/api.js';
import { presentUserBasic } from '../users/present.js';
import type { MemberRecord } from './store.js';

type Schemas = components['schemas'];

export const presentMember = (member: MemberRecord, externalUrl: string): Schemas['Member'] => Object.assign(presentUserBasic(member, externalUrl), {
  access_level: member.access_level as Schemas['AccessLevel'],
  expires_at: member.expires_at,
});
