// Spec §2 /home: the user lands here when no area of the landing order is open to them yet; it tells them where
// they are and what they may do in this organisation. Plain markup: it is one of the first screens (entry budget).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useAccess, usePortal } from '../../portal/portal';
import { selectSelection, selectUsername } from '../../portal/selectors';
import page from '../../ui/page.module.css';
import { Pill } from '../../ui/Pill';
import classes from './home.module.css';
import { permissionGroups } from './permissionGroups';

export default function HomeScreen() {
  const { t, i18n } = useLingui();
  const { actors } = usePortal();
  const username = useSelector(actors.session, selectUsername);
  const selection = useSelector(actors.guard, selectSelection);
  const access = useAccess();
  if (!selection || !access) return null;
  const organization = selection.subOrganization ?? selection.organization;
  const groups = permissionGroups(access.ability);

  return (
    <div className={page.page}>
      <h1 className={page.title}>
        <Trans>Welcome, {username}</Trans>
      </h1>
      <section className={page.card} aria-labelledby="home-organization">
        <h2 id="home-organization" className={page.heading}>
          {organization.label}
        </h2>
        {selection.subOrganization && (
          <p className={page.muted}>
            <Trans>Sub-organization of {selection.organization.label}</Trans>
          </p>
        )}
        <div className={`${page.row} ${classes.services}`} role="group" aria-label={t`Organization services`}>
          <Pill tone={organization.dataEnabled ? 'positive' : 'neutral'}>
            {organization.dataEnabled ? t`IoT enabled` : t`IoT not enabled`}
          </Pill>
          <Pill tone={organization.vpnEnabled ? 'positive' : 'neutral'}>
            {organization.vpnEnabled ? t`VPN enabled` : t`VPN not enabled`}
          </Pill>
        </div>
      </section>
      <section className={page.card} aria-labelledby="home-permissions">
        <h2 id="home-permissions" className={page.heading}>
          <Trans>What you may do here</Trans>
        </h2>
        {groups.length === 0 ? (
          <p className={classes.spaced}>
            <Trans>Your roles in this organization grant no permissions yet. Ask an administrator for access.</Trans>
          </p>
        ) : (
          <ul className={classes.permissions}>
            {groups.map((group) => (
              <li key={group.resource}>
                <strong>{i18n._(group.label)}</strong>
                {': '}
                {group.actions.map((action) => i18n._(action)).join(', ')}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
