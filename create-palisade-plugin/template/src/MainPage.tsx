import { Button, PageTitle, useNotify, usePluginTranslation, useSession } from '@palisade/sdk';

export default function MainPage() {
  const { t } = usePluginTranslation();
  const session = useSession();
  const notify = useNotify();
  return (
    <section aria-labelledby="__ID__-title">
      <PageTitle id="__ID__-title" title={t('page.title')} />
      <p>{session.status === 'signed-in' ? t('page.tenant', { tenant: session.tenant.name }) : t('page.signedOut')}</p>
      <Button onClick={() => notify({ message: t('page.hello') })}>{t('page.sayHello')}</Button>
    </section>
  );
}
