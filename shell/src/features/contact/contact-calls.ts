import { FRAME_PATHS, parseAnswer, type ApiClient } from '@storefront/shared';
import { type ContactMessageBody, contactMessageResponseSchema } from '@storefront/shared/contracts';

export const sendContactMessage = async (api: ApiClient, body: ContactMessageBody): Promise<number> =>
  parseAnswer(contactMessageResponseSchema, (await api.post(FRAME_PATHS.contactMessages, body)).data).data.id;
