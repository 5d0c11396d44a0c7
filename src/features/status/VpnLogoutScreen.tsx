// Spec §2 /vpn_logout: the remote-access site ends here; close the tab and go to / keeping the query.
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { navigate } from '../../routes/hashLocation';
import { StatusMessage } from '../../ui/StatusMessage';

export default function VpnLogoutScreen() {
  const { t } = useLingui();
  const search = useSearch();
  useEffect(() => {
    // Browsers only close tabs a script opened; otherwise the portal itself carries on.
    window.close();
    navigate(`/${search ? `?${search}` : ''}`, { replace: true });
  }, [search]);
  return <StatusMessage title={t`Signed out of remote access`}>{t`You can close this tab.`}</StatusMessage>;
}
