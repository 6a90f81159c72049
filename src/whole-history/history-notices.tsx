import { Suspense } from 'react'
import type { HistoryNotice } from '../api/whole-history'
import type { Endpoint } from '../api/params'
import { useWords } from '../i18n/use-words'
import { NoticeList } from '../shared/notice-list'
import { noticesWords } from '../words/notices/index'
import { noticeSentence } from './notice-words'

type ListNotices = { list: Endpoint; notices: readonly HistoryNotice[] | undefined }

/**
 * What the whole histories on screen could not take at face value, as a list of notices. Their
 * words are asked for only when there is a notice (most histories have none), and wait on their
 * own: the screen around them is not held back.
 */
export function HistoryNotices({ lists }: { lists: readonly ListNotices[] }) {
  if (lists.every(({ notices }) => !notices?.length)) return null
  return (
    <Suspense fallback={null}>
      <Notices lists={lists} />
    </Suspense>
  )
}

function Notices({ lists }: { lists: readonly ListNotices[] }) {
  const { t, locale } = useWords(noticesWords)
  return (
    <NoticeList
      lang={locale}
      notices={lists.flatMap(({ list, notices = [] }) => notices.map((notice) => noticeSentence(t, notice, list)))}
    />
  )
}
