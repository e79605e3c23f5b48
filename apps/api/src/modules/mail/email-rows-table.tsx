// JSX's runtime named in the file, as in email-layout.tsx.
/** @jsxRuntime automatic */
import { Img } from '@react-email/components';
import type { CSSProperties } from 'react';
import type { EmailContent } from './render-email';
import { INK, LINE, MUTED } from './email-theme';

/** The label/value rows (order lines, totals): a table, `strong` rows in bold, an optional picture. */
export function RowsTable({ rows }: { rows: NonNullable<EmailContent['rows']> }) {
  const cell = (strong: boolean | undefined): CSSProperties => ({
    padding: '10px 0',
    borderBottom: `1px solid ${LINE}`,
    fontSize: 14,
    color: INK,
    fontWeight: strong ? 700 : undefined,
  });
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      className="rows"
      style={{ margin: '0 0 20px', borderTop: `1px solid ${LINE}`, borderCollapse: 'collapse' }}
    >
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <td style={{ ...cell(row.strong), color: row.strong ? INK : MUTED }}>
              {row.image && (
                <Img
                  src={row.image.url}
                  alt={row.image.alt}
                  width={64}
                  height={80}
                  style={{
                    display: 'inline-block',
                    verticalAlign: 'middle',
                    marginRight: 12,
                    borderRadius: 8,
                    background: '#ecebe8',
                  }}
                />
              )}
              {row.label}
            </td>
            <td align="right" style={cell(row.strong)}>
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
