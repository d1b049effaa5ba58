import { css } from '@emotion/react';
import { theme } from './theme';

/** Tables scroll sideways inside this wrapper on mid-size screens instead of breaking the page. */
export const tableWrap = css`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${theme.colors.borderMuted};
  border-radius: ${theme.radius};
  ${theme.mobile} {
    overflow-x: visible;
    border: 0;
  }
`;

/**
 * On phones each row becomes a card: the header row is hidden visually (still read by screen
 * readers) and every cell shows its column name from `data-label`.
 */
export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 15px;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    border-bottom: 1px solid ${theme.colors.borderMuted};
    white-space: nowrap;
  }
  th {
    color: ${theme.colors.textMuted};
    font-size: 13px;
    font-weight: 600;
    letter-spacing: 0.04em;
    background: ${theme.colors.surfaceRaised};
  }
  tbody tr:last-of-type td {
    border-bottom: 0;
  }
  tbody tr:hover {
    background: rgba(37, 99, 235, 0.06);
  }
  ${theme.mobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody {
      display: grid;
      gap: 12px;
    }
    tr {
      display: block;
      border: 1px solid ${theme.colors.borderMuted};
      border-radius: ${theme.radius};
      background: ${theme.colors.surface};
    }
    td,
    tbody tr:last-of-type td {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 12px;
      padding: 8px 12px;
      white-space: normal;
      min-width: 0 !important;
      text-align: right;
      border-bottom: 1px solid ${theme.colors.borderMuted};
      overflow-wrap: anywhere;
    }
    td:last-of-type,
    tbody tr:last-of-type td:last-of-type {
      border-bottom: 0;
    }
    td::before {
      content: attr(data-label);
      flex: none;
      color: ${theme.colors.textMuted};
      font-size: 13px;
      text-align: left;
    }
  }
`;

/** Search box and filters above a table; wraps on phones. */
export const tableToolbar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-bottom: 14px;
  & > input {
    flex: 1 1 260px;
  }
  & > select {
    flex: 0 1 200px;
  }
`;

/** The buttons of one row: compact, wrapping; right-aligned on phones' cards. */
export const rowActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  min-width: 300px;
  button {
    min-height: 32px;
    padding: 4px 10px;
    font-size: 13px;
  }
  ${theme.mobile} {
    min-width: 0;
    justify-content: flex-end;
  }
`;

/** A cell text that may wrap (the table keeps cells on one line by default). */
export const wrapText = css`
  white-space: normal;
  overflow-wrap: break-word;
  word-break: break-word;
`;

/** A wrapping text cell that keeps a readable width on wide screens (none on phones' cards). */
export const wideText = (minWidth: number) => css`
  display: inline-block;
  min-width: ${minWidth}px;
  white-space: normal;
  ${theme.mobile} {
    min-width: 0;
  }
`;
