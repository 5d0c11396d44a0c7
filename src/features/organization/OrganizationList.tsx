// A list of organisations to choose from, each a button with its services.
import { useLingui } from '@lingui/react/macro';
import type { Organization } from '../../platform/types';
import { Pill } from '../../ui/Pill';
import classes from './organization.module.css';
import { Name } from '../../ui/Bidi';

export function OrganizationList({
  label,
  organizations,
  onChoose,
}: {
  label: string;
  organizations: Organization[];
  onChoose: (id: number) => void;
}) {
  const { t } = useLingui();
  return (
    <ul aria-label={label} className={classes.list}>
      {organizations.map((organization) => (
        <li key={organization.id}>
          <button type="button" className={classes.choice} onClick={() => onChoose(organization.id)}>
            <span className={classes.name}>
              <Name>{organization.label}</Name>
            </span>
            <span className={classes.services}>
              {organization.dataEnabled && <Pill tone="positive">{t`IoT`}</Pill>}
              {organization.vpnEnabled && <Pill tone="info">{t`VPN`}</Pill>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
