import {
  contactMessageResponseSchema,
  FRAME_PATHS,
  humanCheckChallengeResponseSchema,
  parseAnswer,
  type ContactMessageBody,
  type HumanCheckChallenge,
  type ApiClient,
} from '@storefront/shared';

export const fetchHumanCheck = async (api: ApiClient): Promise<HumanCheckChallenge> =>
  parseAnswer(humanCheckChallengeResponseSchema, (await api.get(FRAME_PATHS.humanCheck)).data).data;

export const sendContactMessage = async (api: ApiClient, body: ContactMessageBody): Promise<number> =>
  parseAnswer(contactMessageResponseSchema, (await api.post(FRAME_PATHS.contactMessages, body)).data).data.id;
