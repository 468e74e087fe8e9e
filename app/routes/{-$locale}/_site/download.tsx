import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { DownloadKey } from '#src/product/downloads'
import { PageLink } from '../../../components/page-link'
import { Icon, type IconName } from '../../../components/icons'
import { PageHero } from '../../../components/page-hero'
import { DownloadButton, useDownloadKey } from '../../../components/download-button'
import { applicationJsonLd, titledHead } from '../../../lib/head'
import { loadPage } from '../../../lib/page-loader'
import { useDateText } from '../../../lib/locale'
import { pageParams } from '../../../lib/route-params'

export const Route = createFileRoute('/{-$locale}/_site/download')({
  params: pageParams('download'),
  loader: (args) => loadPage(args, 'download'),
  head: (args) =>
    titledHead(args, msg`Download`, msg`Download the ProfileDeck desktop client for Windows, macOS and Linux.`, ({ downloads, plans }) => ({
      jsonLd: applicationJsonLd(args.match.context.i18n, plans, { version: downloads?.version, downloadUrl: downloads?.builds[0]?.url }),
    })),
  component: Download,
})

const ICON: Record<string, IconName> = { windows: 'windows', macos: 'apple', linux: 'linux' }

function Download() {
  const { t } = useLingui()
  const dateText = useDateText()
  const data = Route.useLoaderData().downloads
  const labels: Record<DownloadKey, string> = {
    'down-windows-64': t`Windows (64-bit)`,
    'down-windows-32': t`Windows (32-bit)`,
    'down-macos-apple': t`macOS (Apple silicon)`,
    'down-macos-inter': t`macOS (Intel)`,
    'down-linux-64': t`Linux (64-bit, .deb)`,
  }
  return (
    <>
      <PageHero title={t`Download ProfileDeck`} lead={t`Install the desktop client, sign in, and create your first profile in a few minutes.`} />
      <div className="container">
        {data ? (
          <>
            <p className="download__version">
              <Trans>
                Latest version {data.version}, released {dateText(data.date)}.
              </Trans>{' '}
              <PageLink to="release" params={{ id: data.slug }}>
                <Trans>What's new</Trans>
              </PageLink>
            </p>
            <PrimaryDownload releaseUrls={Object.fromEntries(data.builds.map((b) => [b.key, b.url]))} />
            <ul className="download-grid">
              {data.builds.map((b) => (
                <li key={b.key}>
                  <a className="download-card" href={b.url} data-key={b.key} download>
                    <Icon name={ICON[b.os] ?? 'download'} size={32} />
                    <span>{labels[b.key]}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>
            <Trans>Downloads are not available right now. Please try again later.</Trans>
          </p>
        )}
        <section className="prose">
          <h2>
            <Trans>System requirements</Trans>
          </h2>
          <ul>
            <li>
              <Trans>Windows 10 or 11, 64-bit or 32-bit</Trans>
            </li>
            <li>
              <Trans>macOS 12 or later, on Apple silicon or Intel</Trans>
            </li>
            <li>
              <Trans>Ubuntu 22.04, Debian 12 or a newer 64-bit distribution</Trans>
            </li>
            <li>
              <Trans>4 GB of memory; 8 GB or more if you run many profiles at once</Trans>
            </li>
          </ul>
        </section>
      </div>
    </>
  )
}

/** The detected system's button above the full list; `data-detected` says what detection found. */
function PrimaryDownload({ releaseUrls }: { releaseUrls: Partial<Record<DownloadKey, string>> }) {
  const key = useDownloadKey()
  return (
    <div className="download__primary" data-detected={key === undefined ? 'pending' : (key ?? 'none')}>
      <DownloadButton className="btn btn--primary btn--large" releaseUrls={releaseUrls} />
    </div>
  )
}
