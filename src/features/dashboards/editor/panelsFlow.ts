// The editor's docked panels kept for the person (src/kit/keptUserProperty.ts): read from and saved to their user
// property; a save retried after a lost answer is the same request.
import type { PropertyOwner } from '../../../platform/corePreferencesClient';
import type { Platform } from '../../../portal/platform';
import { sectionFlows } from '../../../portal/portal';
import { keptUserProperty } from '../../../kit/keptUserProperty';
import { dockedPanelsKey } from './dockedPanels';

export function provideDockedPanels({ coreHttp }: Pick<Platform, 'coreHttp'>) {
  return (owner: PropertyOwner) => keptUserProperty(coreHttp, 'editorPanels', dockedPanelsKey, owner);
}

export const useDockedPanels = sectionFlows(({ platform }) => provideDockedPanels(platform));
