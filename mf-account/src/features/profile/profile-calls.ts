import {
  MOBILE_CHANGE_PATHS,
  mobileChangeResponseSchema,
  mobileChangeSendResponseSchema,
  PROFILE_PATHS,
  profileResponseSchema,
  type MobileChangeSendBody,
  type MobileChangeVerifyBody,
  type ProfileBody,
} from '@storefront/shared/contracts';
import { parseAnswer, type CustomerDetails, type ApiClient } from '@storefront/shared';

export const saveProfile = async (api: ApiClient, body: ProfileBody): Promise<CustomerDetails> =>
  parseAnswer(profileResponseSchema, (await api.put(PROFILE_PATHS.update, body)).data).data;

/** Asks for a code to the new number; answers the seconds until another may be asked for. */
export const sendMobileCode = async (api: ApiClient, body: MobileChangeSendBody): Promise<{ resendIn: number }> => ({
  resendIn: parseAnswer(mobileChangeSendResponseSchema, (await api.post(MOBILE_CHANGE_PATHS.sendCode, body)).data).data.resend_in,
});

/** The code the new number received: the customer, now with that number. */
export const confirmMobile = async (api: ApiClient, body: MobileChangeVerifyBody): Promise<CustomerDetails> =>
  parseAnswer(mobileChangeResponseSchema, (await api.post(MOBILE_CHANGE_PATHS.verify, body)).data).data;
