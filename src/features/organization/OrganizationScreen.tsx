// Spec §2 /organization/ (query redirectTo, subOrg): choose an organisation and optionally a sub-organisation,
// then continue where the user was going with the new organisation.
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { guardPaths } from '../../../machines/navigationGuard.machine';
import type { OrganizationChoice } from '../../../machines/organizationChoice.machine';
import { navigate } from '../../routes/hashLocation';
import { usePortal } from '../../portal/portal';
import { useOrganizationChoice } from './flows';
import { ActionButton } from '../../ui/ActionButton';
import { Callout } from '../../ui/Callout';
import page from '../../ui/page.module.css';
import { Spinner } from '../../ui/Spinner';
import { guardError, noPermissions } from '../../platform/messages';
import { describeError, describeErrorKind, kindInMessage } from '../../platform/errors';
import { ErrorDetails } from '../../ui/ErrorDetails';
import { SupportDetails } from '../../ui/SupportDetails';
import { forgetLoginError, readLoginError } from '../../session/loginError';
import { OrganizationList } from './OrganizationList';
import { unknownRequest } from './requestedOrganization';
import { showBidiControls } from '../../ui/Bidi';
import { useSignIn } from '../../ui/signIn';
import * as select from './selectors';

/** Continues to `redirectTo` (an in-portal path only) with the chosen organisation in `org`. */
export function continueTo(redirectTo: string | null, choice: OrganizationChoice): string {
  const safe = redirectTo?.startsWith('/') && !redirectTo.startsWith('//') ? redirectTo : guardPaths.home;
  const [path = guardPaths.home, search = ''] = safe.split('?');
  const query = new URLSearchParams(search);
  if (choice.kind === 'selected') {
    query.set('org', [choice.organization.id, choice.subOrganization?.id].filter(Boolean).join(','));
  }
  return `${path}?${query.toString().replace(/%2C/g, ',')}`;
}

/** A guard failure in the person's words: what its platform error's kind says, when it was one. */
const reasonOf = (message: string) => {
  const kind = kindInMessage(message);
  return kind ? describeErrorKind(kind) : describeError(undefined);
};

export default function OrganizationScreen() {
  const { t, i18n } = useLingui();
  const { actors } = usePortal();
  const machine = useOrganizationChoice();
  const query = new URLSearchParams(useSearch());
  const subOrganizationsOf = Number(query.get('subOrg')) || undefined;
  const [loginError] = useState(() => readLoginError(sessionStorage));
  useEffect(() => forgetLoginError(sessionStorage), []);
  const { prompting } = useSignIn();
  const choice = useActorRef(
    machine,
    { input: { requested: [], interactive: true, subOrganizationsOf } },
    (snapshot) => {
      if (snapshot.status === 'done' && snapshot.output) navigate(continueTo(query.get('redirectTo'), snapshot.output));
    },
  );
  const stage = useSelector(choice, select.stage);
  const organizations = useSelector(choice, select.organizations);
  const subOrganizations = useSelector(choice, select.subOrganizations);
  const parent = useSelector(choice, select.parent);
  const unknownOrganization = useSelector(choice, select.unknownOrganization);
  const loadError = useSelector(choice, select.loadError);
  // The link the person followed named an organisation that is not theirs: the guard sent them here (spec §5).
  const unknown = stage === 'loading' || stage === 'failed' ? undefined : unknownRequest(query.get('redirectTo'), organizations, loginError !== undefined);

  return (
    <div className={`${page.page} ${page.narrow}`}>
      <h1 className={page.title}>{stage === 'choosingSub' ? t`Choose a sub-organization` : t`Choose an organization`}</h1>
      {loginError && (
        <Callout tone="error" title={t`You could not enter the organization`}>
          {loginError.kind === 'noPermissions' ? (
            <>
              {/* Spec §8's words, which name the token and the organisation's id, are for support. */}
              {t`Your account holds no permissions in this organization. An administrator of the organization can give them to you.`}
              <SupportDetails>{i18n._(noPermissions(loginError.organization))}</SupportDetails>
            </>
          ) : prompting && kindInMessage(loginError.message) === 'unauthorized' ? (
            // The shell's sign-in prompt says why, once, and offers to sign in again.
            <ErrorDetails error={loginError.message} />
          ) : (
            <>
              {/* Spec §8's words, with the reason in the person's words; the failure's own text is for support. */}
              {i18n._(guardError(i18n._(reasonOf(loginError.message))))}
              <ErrorDetails error={loginError.message} />
            </>
          )}
        </Callout>
      )}
      {unknown ? (
        <Callout tone="warning" title={t`The link is for an organization that is not yours`}>
          <p className={page.text}>
            {unknown.kind === 'organization'
              ? t`The link asks for organization ${showBidiControls(unknown.id)}, which is not one of your organizations: you are not a member of it, or it does not exist. Choose one of your organizations below, or ask the person who sent the link to invite you.`
              : t`The link asks for sub-organization ${showBidiControls(unknown.id)} of ${showBidiControls(unknown.parent.label)}, which is not one of yours: you are not a member of it, or it does not exist. Choose where to work below.`}
          </p>
        </Callout>
      ) : (
        unknownOrganization && (
          <Callout tone="warning">
            <Trans>The requested organization is not one of yours. Choose one of the organizations below.</Trans>
          </Callout>
        )
      )}
      {stage === 'loading' && (
        <Spinner label={t`Loading organizations`} />
      )}
      {stage === 'failed' && (
        <Callout tone="error" title={t`Your organizations could not be loaded`}>
          <p className={page.text}>{i18n._(describeError(loadError))}</p>
          <ErrorDetails error={loadError} />
          <ActionButton variant="danger" onClick={() => choice.send({ type: 'user.retry' })}>
            {t`Retry`}
          </ActionButton>
        </Callout>
      )}
      {stage === 'choosing' &&
        (organizations.length === 0 ? (
          <div className={page.page}>
            <p className={page.text}>
              <Trans>You are not a member of any organization yet. Ask an administrator to invite you.</Trans>
            </p>
            <div className={page.row}>
              <ActionButton variant="default" onClick={() => actors.session.send({ type: 'user.signOut' })}>
                {t`Sign out`}
              </ActionButton>
            </div>
          </div>
        ) : (
          <OrganizationList
            label={t`Your organizations`}
            organizations={organizations}
            onChoose={(id) => choice.send({ type: 'user.chooseOrganization', id })}
          />
        ))}
      {stage === 'choosingSub' && parent && (
        <div className={page.page}>
          <div className={page.row}>
            <ActionButton onClick={() => choice.send({ type: 'user.skipSubOrganization' })}>
              {t`Continue with ${parent.label}`}
            </ActionButton>
            <ActionButton variant="default" onClick={() => choice.send({ type: 'user.back' })}>
              {t`Back to organizations`}
            </ActionButton>
          </div>
          <OrganizationList
            label={t`Sub-organizations of ${parent.label}`}
            organizations={subOrganizations}
            onChoose={(id) => choice.send({ type: 'user.chooseSubOrganization', id })}
          />
        </div>
      )}
    </div>
  );
}
