import {
  MOBILE_CHANGE_PATHS,
  PROFILE_PATHS,
  type MobileChangeSendBody,
  type MobileChangeVerifyBody,
  type ProfileBody,
} from '@storefront/shared/contracts';
import type { CustomerDetails, ApiClient } from '@storefront/shared';
import { readAnswer } from '../answers';

export const saveProfile = async (api: ApiClient, body: ProfileBody): Promise<CustomerDetails> =>
  (await readAnswer('profileResponseSchema', await api.put(PROFILE_PATHS.update, body))).data;

/** Asks for a code to the new number; answers the seconds until another may be asked for. */
export const sendMobileCode = async (api: ApiClient, body: MobileChangeSendBody): Promise<{ resendIn: number }> => ({
  resendIn: (await readAnswer('mobileChangeSendResponseSchema', await api.post(MOBILE_CHANGE_PATHS.sendCode, body))).data.resend_in,
});

/** The code the new number received: the customer, now with that number. */
export const confirmMobile = async (api: ApiClient, body: MobileChangeVerifyBody): Promise<CustomerDetails> =>
  (await readAnswer('mobileChangeResponseSchema', await api.post(MOBILE_CHANGE_PATHS.verify, body))).data;
