// The organisation's widget gallery (spec §3, facts §10): packages (assets) uploaded as files, each with a manifest
// whose url serves it, and the widget types they provide. The service answers the packages' manifests and the
// gallery's widgets separately; the panel shows them together, one row per package.
import type { GalleryWidget, OrganizationManifest } from '../../../platform/dashboardTypes';

export interface GalleryPackage {
  name: string;
  /** Where the package is served (a signed URL). */
  url: string;
  /** The file it was uploaded from. */
  source?: string;
  /** Widget types it provides, each prefixed with the package name (facts §14). */
  widgets: string[];
  images: number;
}

export type GalleryAction =
  /** `replaces`: a package of that name exists and will be overwritten. */
  | { kind: 'upload'; name: string; file: File; replaces: boolean }
  | { kind: 'delete'; name: string };

/** The longest package name the gallery takes. */
export const maxPackageNameLength = 64;
/** A package name the gallery takes: 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit. */
export const packageNamePattern = /^[a-z0-9][a-z0-9._-]{0,63}$/i;
/** The largest package file the service stores (it answers 413 above it). */
export const maxPackageMegabytes = 10;
export const maxPackageBytes = maxPackageMegabytes * 1024 * 1024;

/**
 * The name a package gets from its file: the file name without its extension, with other characters replaced. A
 * name over the limit is left whole, for the form to refuse at its field rather than cut.
 */
export function packageNameOf(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '');
  return base.replace(/[^a-z0-9._-]+/gi, '-').replace(/^[^a-z0-9]+/i, '');
}

/** One row per package, by name; the widget list of a package is the manifest's, or the gallery's when it has none. */
export function galleryPackages(manifest: OrganizationManifest, widgets: readonly GalleryWidget[]): GalleryPackage[] {
  const widgetsOf = new Map(widgets.map((widget) => [widget.name, widget.widgets]));
  return manifest.assets
    .map(({ asset, url, manifest: { source, widgets: listed, resources } }) => ({
      name: asset,
      url,
      ...(source === undefined ? {} : { source }),
      widgets: listed?.length ? listed : (widgetsOf.get(asset) ?? []),
      images: resources.images?.length ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
