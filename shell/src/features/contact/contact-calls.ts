import { FRAME_PATHS, readAnswer, type ApiClient } from '@storefront/shared';
import type { ContactMessageBody } from '@storefront/shared/contracts';

export const sendContactMessage = async (api: ApiClient, body: ContactMessageBody): Promise<number> =>
  (await readAnswer('contactMessageResponseSchema', await api.post(FRAME_PATHS.contactMessages, body))).data.id;
