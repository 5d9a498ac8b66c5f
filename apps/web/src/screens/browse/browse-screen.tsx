import { useId, useState, type ReactElement } from 'react';
import { currentStep, displayName } from '@tipwell/core';
import { Avatar } from '../../components/avatar/avatar';
import { useTipping } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { useTipped } from '../../hooks/use-tipped';
import { useMessages } from '../../i18n/messages';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import { browseItems } from './browse-items';
import './browse-screen.scss';

/**
 * "Browse screen" (a location's `users`, a `station`, a `location` or a `group`): search,
 * the pools and groups, then the people in two columns.
 */
export function BrowseScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const searchId = useId();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const flow = useStore(tipping.flow.store);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState(false);
  const tipped = useTipped();
  const { teams, people } = browseItems(
    landing.payload,
    currentStep(flow),
    flow.selections.groupUid,
    query,
  );
  const personTitle = teams.length > 0 ? t('browse.orPerson') : t('browse.personTitle');

  return (
    <section className="browse">
      <div className="browse__search">
        <label htmlFor={searchId} className="visually-hidden">
          {t('browse.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          className="browse__search-input"
          placeholder={t('browse.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => {
            setSearched(true);
            setQuery(event.target.value);
          }}
        />
      </div>
      {/* The spec's 500 ms search animation: a new key per query restarts it, once the guest has
          searched; the landing holds still (decision 0051). None with prefers-reduced-motion. */}
      <div
        key={query}
        className={searched ? 'browse__results browse__results--searched' : 'browse__results'}
      >
        {teams.length > 0 && (
          <div className="browse__section">
            <h1 className="browse__title" ref={heading} tabIndex={-1}>
              {t('browse.groupsTitle')}
            </h1>
            <ul className="browse__teams">
              {teams.map((team) => (
                <li key={`${team.kind}-${team.kind === 'pool' ? team.pool.uid : team.group.uid}`}>
                  <button
                    type="button"
                    className="browse__team"
                    onClick={() =>
                      team.kind === 'pool'
                        ? tipping.flow.selectPool(team.pool.uid)
                        : tipping.flow.selectGroup(team.group.uid)
                    }
                  >
                    <bdi>{team.kind === 'pool' ? team.pool.name : team.group.name}</bdi>
                    {team.kind === 'pool' && tipped.has(`pool:${team.pool.uid}`) && (
                      <>
                        {' '}
                        <span className="browse__chosen">{t('recipient.chosen')}</span>
                      </>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="browse__section">
          {teams.length > 0 ? (
            <h2 className="browse__title">{personTitle}</h2>
          ) : (
            <h1 className="browse__title" ref={heading} tabIndex={-1}>
              {personTitle}
            </h1>
          )}
          {people.length > 0 ? (
            <ul className="browse__people">
              {people.map((user) => {
                const name = displayName(user);
                return (
                  <li key={user.uid}>
                    <button
                      type="button"
                      className="browse__person"
                      onClick={() => tipping.flow.selectUser(user.uid)}
                    >
                      <Avatar src={user.avatar} name={name} size={72} />
                      <bdi className="browse__person-name">{name}</bdi>
                      {tipped.has(`user:${user.uid}`) && (
                        <>
                          {' '}
                          <span className="browse__chosen">{t('recipient.chosen')}</span>
                        </>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="browse__empty" role="status">
              {t('browse.noMatches')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
