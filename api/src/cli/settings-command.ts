import {
  OPERATOR_SETTINGS_PATH,
  operatorSettingBodySchema,
  operatorSettingResponseSchema,
  type OperatorSetting,
} from '@storefront/shared/contracts';
import { operatorRequest, type OperatorTarget } from './operator-request';
import { shown } from './terminal-text';
import { UsageError } from './usage-error';

export const SETTINGS_COMMAND_OPTIONS = ['setting', 'value'] as const;

/** Reads `settings set --setting <key> --value <value>`: one of the settings a restaurant may change itself. */
export const parseSettingsCommand = (positionals: readonly string[], values: { setting?: string; value?: string }): OperatorSetting => {
  if (positionals.length !== 1 || positionals[0] !== 'set') throw new UsageError('settings takes set');
  if (!values.setting || values.value === undefined) throw new UsageError('set takes --setting <key> and --value <value>');
  const setting = operatorSettingBodySchema.safeParse({ key: values.setting, value: values.value });
  if (!setting.success) {
    const keys = operatorSettingBodySchema.def.options.map((option) => option.shape.key.def.values[0]).join(', ');
    const wrongKey = setting.error.issues.some((issue) => issue.path[0] === 'key');
    throw new UsageError(
      wrongKey ? `--setting must be one of: ${keys}` : `--value: ${setting.error.issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  return setting.data;
};

/** Sends the setting; answers the line the CLI prints. */
export const sendSetting = async ({ setting, ...target }: OperatorTarget & { setting: OperatorSetting }): Promise<string> => {
  const { data } = await operatorRequest(target, 'PUT', OPERATOR_SETTINGS_PATH, setting, operatorSettingResponseSchema);
  return shown`${data.key} of ${target.tenant} is now ${data.value}`;
};
