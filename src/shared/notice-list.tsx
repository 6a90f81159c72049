/**
 * What the user should know about the data on screen that is not a failure: the data is shown,
 * but not all of it could be taken at face value (a list cut short, counts that disagree).
 */
export function NoticeList({
  notices,
  lang,
}: {
  notices: readonly string[]
  /** The notices' language, where it may differ from the page's. */ lang?: string
}) {
  if (notices.length === 0) return null
  return (
    <ul className="notice-list" lang={lang}>
      {notices.map((notice, index) => (
        <li key={`${index}-${notice}`}>
          <span aria-hidden="true">⚠ </span>
          {notice}
        </li>
      ))}
    </ul>
  )
}
