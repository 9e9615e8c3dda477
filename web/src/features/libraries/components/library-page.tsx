/**
 * /work/library/materials (资料库) and /work/library/literature (文献库): the party's own folders and files, kept across
 * projects (docs/cooperation.md "Materials and literature"). The folder shown is in the address (`?folder=`), so the
 * browser's back goes up again; a search (names, and for literature authors, sources and keywords) replaces the
 * folder's list with what it finds, each with the folders it is in. Those who may change the library (a person; a
 * team's or company's administrator and project leaders) add folders, upload, rename, move and delete; other staff read.
 */
import { Button, Input, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, MessageBar, MessageBarBody, Select, Spinner, mergeClasses } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatFileSize, LIBRARY_LIMITS } from '../../../../../shared/limits.js';
import type { LibraryEntry, LibraryHit, LibraryName, LiteratureKind } from '../../../../../shared/schemas/libraries.js';
import { EmptyState } from '../../../components/empty-state.js';
import { usePanelStyles } from '../../../components/page-styles.js';
import { Pager } from '../../../components/pager.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { useFolder, useLibrarySearch, useLiteratureKinds } from '../api/libraries.js';
import { tl } from '../texts.js';
import { Crumbs, FileDialog, MoveDialog, NameDialog, RemoveDialog } from './entry-dialogs.js';
import { useLibraryStyles } from './styles.js';

type Open =
  | { kind: 'newFolder' }
  | { kind: 'upload' }
  | { kind: 'rename'; entry: LibraryEntry }
  | { kind: 'move'; entry: LibraryEntry }
  | { kind: 'remove'; entry: LibraryEntry };

const EntryRow = ({ entry, canEdit, onOpenFolder, onAct, hit }: { entry: LibraryEntry; canEdit: boolean; onOpenFolder: (id: string) => void; onAct: (open: Open) => void; hit?: LibraryHit }) => {
  const styles = useLibraryStyles();
  const folder = entry.type === 'FOLDER';
  const meta = entry.literature;
  return (
    <li className={styles.row} data-testid="library-entry">
      <span className={mergeClasses(styles.kind, folder && styles.folderKind)}>{folder ? tl('lib.folder') : (meta?.kindLabel ?? tl('lib.file'))}</span>
      <div className={styles.main}>
        {folder ? (
          <Button appearance="transparent" className={styles.nameButton} onClick={() => onOpenFolder(entry.id)} data-testid="library-entry-name">
            {entry.name}
          </Button>
        ) : (
          <a className={styles.name} href={entry.url} target="_blank" rel="noopener noreferrer" data-testid="library-entry-name">
            {entry.name}
          </a>
        )}
        <span className={styles.meta}>
          {!folder && entry.size !== undefined && <span>{formatFileSize(entry.size)}</span>}
          {meta?.authors && <span>{meta.authors}</span>}
          {meta?.year && <span>{meta.year}</span>}
          {meta?.source && <span>{meta.source}</span>}
          {meta && meta.keywords.length > 0 && <span>{meta.keywords.join('、')}</span>}
          <span>
            {tl('lib.updateTime')} {formatDateTime(entry.updateTime)}
          </span>
          {hit && (
            <span>
              {tl('lib.in')} {[tl('lib.root'), ...hit.path.map((c) => c.name)].join(' / ')}
            </span>
          )}
        </span>
      </div>
      <div className={styles.actions}>
        {hit && folder && (
          <Button size="small" onClick={() => onOpenFolder(entry.id)}>
            {tl('lib.open')}
          </Button>
        )}
        {!folder && entry.url && (
          <Button size="small" as="a" href={entry.url} target="_blank" rel="noopener noreferrer">
            {tl('lib.download')}
          </Button>
        )}
        {canEdit && (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button size="small" aria-label={tl('lib.more', { name: entry.name })} data-testid="library-entry-menu">
                {tl('lib.actions')}
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem onClick={() => onAct({ kind: 'rename', entry })}>{entry.literature ? tl('lib.edit') : tl('lib.rename')}</MenuItem>
                <MenuItem onClick={() => onAct({ kind: 'move', entry })}>{tl('lib.move')}</MenuItem>
                <MenuItem onClick={() => onAct({ kind: 'remove', entry })}>{tl('lib.remove')}</MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        )}
      </div>
    </li>
  );
};

const Waiting = () => {
  const styles = useLibraryStyles();
  return (
    <div className={styles.waiting}>
      <Spinner size="small" label={tl('lib.loading')} />
    </div>
  );
};

export const LibraryPage = ({ library }: { library: LibraryName }) => {
  const styles = useLibraryStyles();
  const panel = usePanelStyles();
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder') ?? undefined;
  const [current, setCurrent] = useState(1);
  const [typed, setTyped] = useState('');
  const [kindTyped, setKindTyped] = useState<LiteratureKind | ''>('');
  const [search, setSearch] = useState<{ keyword: string; kind: LiteratureKind | undefined }>({ keyword: '', kind: undefined });
  const [open, setOpen] = useState<Open>();
  const { data, error, mutate } = useFolder(library, folderId, current);
  const found = useLibrarySearch(library, search.keyword, search.kind);
  const { data: kinds } = useLiteratureKinds();
  const literature = library === 'literature';
  const canEdit = data?.canEdit ?? false;

  const openFolder = (id: string | undefined) => {
    setCurrent(1);
    setSearch({ keyword: '', kind: undefined });
    setTyped('');
    setParams(id ? { folder: id } : {});
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch({ keyword: typed.trim(), kind: kindTyped || undefined });
  };
  const searching = search.keyword !== '';

  return (
    <section className={panel.panel} aria-labelledby="library-title">
      <div className={styles.head}>
        <h1 id="library-title" className={styles.title}>
          {literature ? tl('lib.literature.title') : tl('lib.material.title')}
        </h1>
        {canEdit && !searching && (
          <div className={styles.toolbar}>
            <Button onClick={() => setOpen({ kind: 'newFolder' })} data-testid="library-new-folder">
              {tl('lib.newFolder')}
            </Button>
            <Button appearance="primary" onClick={() => setOpen({ kind: 'upload' })} data-testid="library-upload">
              {tl('lib.upload')}
            </Button>
          </div>
        )}
      </div>
      <p className={styles.intro}>{literature ? tl('lib.literature.intro') : tl('lib.material.intro')}</p>
      {data && !canEdit && (
        <MessageBar className={styles.notice} intent="info">
          <MessageBarBody>{tl('lib.readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.search} role="search" onSubmit={submitSearch}>
        <Input
          className={styles.searchInput}
          value={typed}
          maxLength={LIBRARY_LIMITS.searchText}
          placeholder={literature ? tl('lib.searchLiterature') : tl('lib.search')}
          aria-label={literature ? tl('lib.searchLiterature') : tl('lib.search')}
          onChange={(_e, d) => setTyped(d.value)}
          data-testid="library-search"
        />
        {literature && (
          <Select aria-label={tl('lib.kind')} value={kindTyped} onChange={(_e, d) => setKindTyped(d.value as LiteratureKind | '')}>
            <option value="">{tl('lib.kindAll')}</option>
            {(kinds ?? []).map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </Select>
        )}
        <Button type="submit" data-testid="library-search-button">
          {tl('lib.searchButton')}
        </Button>
        {searching && (
          <Button appearance="subtle" onClick={() => openFolder(folderId)}>
            {tl('lib.searchClear')}
          </Button>
        )}
      </form>

      {searching ? (
        found.data ? (
          <>
            <p className={styles.meta} aria-live="polite">
              {tl('lib.searchResult', { total: found.data.total })}
              {found.data.total > found.data.records.length ? ` ${tl('lib.searchMore', { shown: found.data.records.length })}` : ''}
            </p>
            {found.data.records.length === 0 ? (
              <EmptyState title={tl('lib.searchEmpty')} />
            ) : (
              <ul className={styles.list} data-testid="library-results">
                {found.data.records.map((hit) => (
                  <EntryRow key={hit.id} entry={hit} hit={hit} canEdit={canEdit} onOpenFolder={openFolder} onAct={setOpen} />
                ))}
              </ul>
            )}
          </>
        ) : found.error ? (
          <EmptyState title={tl('lib.loadFailed')} />
        ) : (
          <Waiting />
        )
      ) : !data && error ? (
        <EmptyState
          title={tl('lib.loadFailed')}
          actions={
            error.status === 404 ? (
              <Button appearance="secondary" onClick={() => openFolder(undefined)}>
                {tl('lib.root')}
              </Button>
            ) : (
              <Button appearance="secondary" onClick={() => void mutate()}>
                {tl('lib.retry')}
              </Button>
            )
          }
        />
      ) : !data ? (
        <Waiting />
      ) : (
        <>
          <Crumbs path={data.path} onOpen={openFolder} />
          {data.records.length === 0 ? (
            <EmptyState title={tl('lib.empty')} text={canEdit ? tl('lib.emptyText') : tl('lib.emptyReadOnly')} />
          ) : (
            <ul className={styles.list} data-testid="library-entries">
              {data.records.map((entry) => (
                <EntryRow key={entry.id} entry={entry} canEdit={canEdit} onOpenFolder={openFolder} onAct={setOpen} />
              ))}
            </ul>
          )}
          <div className={styles.foot}>
            <span>{tl('lib.capacity', { entries: data.entries, capacity: data.capacity })}</span>
            {(data.pages > 1 || data.current > 1) && (
              <Pager current={data.current} pages={data.pages} onChange={setCurrent}>
                <span>{tl('lib.total', { total: data.total })}</span>
              </Pager>
            )}
          </div>
        </>
      )}

      {open?.kind === 'newFolder' && <NameDialog library={library} parentId={folderId} onClose={() => setOpen(undefined)} />}
      {open?.kind === 'upload' && <FileDialog library={library} parentId={folderId} onClose={() => setOpen(undefined)} />}
      {open?.kind === 'rename' &&
        (open.entry.type === 'FOLDER' ? (
          <NameDialog library={library} entry={open.entry} onClose={() => setOpen(undefined)} />
        ) : (
          <FileDialog library={library} entry={open.entry} onClose={() => setOpen(undefined)} />
        ))}
      {open?.kind === 'move' && <MoveDialog library={library} entry={open.entry} onClose={() => setOpen(undefined)} />}
      {open?.kind === 'remove' && <RemoveDialog library={library} entry={open.entry} onClose={() => setOpen(undefined)} />}
    </section>
  );
};
