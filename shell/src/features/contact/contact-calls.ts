import { FRAME_PATHS, parseAnswer, type ApiClient } from '@storefront/shared';
import {
  humanCheckChallengeResponseSchema,
  type ContactMessageBody,
  type HumanCheckChallenge,
  contactMessageResponseSchema,
} from '@storefront/shared/contracts';

export const fetchHumanCheck = async (api: ApiClient): Promise<HumanCheckChallenge> =>
  parseAnswer(humanCheckChallengeResponseSchema, (await api.get(FRAME_PATHS.humanCheck)).data).data;

export const sendContactMessage = async (api: ApiClient, body: ContactMessageBody): Promise<number> =>
  parseAnswer(contactMessageResponseSchema, (await api.post(FRAME_PATHS.contactMessages, body)).data).data.id;
