import type { GroupSummary, UpdateUserRequest, UserDetail } from '@palisade/contracts';
import { updateUserRequest, USER_NAME_MAX } from '@palisade/contracts';
import { useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { CheckboxGroupField, Form, FormActions, TextField, useSchemaForm } from '@palisade/sdk/forms';
import { AppLink } from './subPath';
import { groupOption } from './groupOption';
import { updateUser, USERS_PATH } from './usersApi';

export interface UserEditFormProps {
  user: UserDetail;
  groups: GroupSummary[];
  defaultValues: UpdateUserRequest;
  onSaved: () => void;
}

/** A user's name and groups; the new groups count from the user's next access load. */
export function UserEditForm({ user, groups, defaultValues, onSaved }: UserEditFormProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const form = useSchemaForm({ schema: updateUserRequest, defaultValues });
  return (
    <Form
      form={form}
      label={t('users.editTitle', { email: user.email })}
      onSubmit={(values) => updateUser(http, user.id, values)}
      onSaved={() => {
        notify({ message: t('users.done.update', { email: user.email }) });
        onSaved();
      }}
    >
      <TextField name="name" label={t('users.name')} hint={t('users.maxChars', { max: USER_NAME_MAX })} />
      <CheckboxGroupField name="groupIds" legend={t('users.groups')} options={groups.map((g) => groupOption(g, t, defaultValues.groupIds.includes(g.id)))} />
      <FormActions submitLabel={t('users.save')}>
        <AppLink className="pl-button pl-button--secondary" href={USERS_PATH}>{t('users.back')}</AppLink>
      </FormActions>
    </Form>
  );
}
