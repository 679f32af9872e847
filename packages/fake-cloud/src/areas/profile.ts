// The signed-in user's own settings.
import { type Implementation, requireUser } from '../core/context.js';
import type { UserRecord } from '../core/world.js';

export function profileOf(user: UserRecord, now: number) {
  const enabled = user.twoFactor.secret !== null;
  return {
    email: user.email,
    phoneNumber: user.phoneNumber,
    twoFactor: {
      enabled,
      method: enabled ? ('authenticator' as const) : ('none' as const),
      recoveryCodesLeft: enabled ? user.twoFactor.recoveryCodeHashes.length : 0,
      rememberedBrowsers: user.twoFactor.rememberedBrowsers.filter((b) => b.expiresAt > now).length,
    },
  };
}

export const profileImplementation = {
  getProfileConfiguration({ response }, ctx) {
    return response(200).json(profileOf(requireUser(ctx), ctx.now));
  },

  async updatePhoneNumber({ request, response }, ctx) {
    const user = requireUser(ctx);
    const body = await request.json();
    user.phoneNumber = body.phoneNumber;
    return response(200).json(profileOf(user, ctx.now));
  },
} satisfies Partial<Implementation>;
