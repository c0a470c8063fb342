import type { ReactNode } from 'react';
import { StyledHeading, StyledHeadingRow, StyledLead } from './PageHeading.styles';

interface PageHeadingProps {
  title: string;
  lead?: string | null;
  actions?: ReactNode;
}

/** The title block at the top of a page: a level-1 heading, an optional lead line and actions. */
export function PageHeading({ title, lead, actions }: PageHeadingProps) {
  return (
    <StyledHeadingRow>
      <div>
        <StyledHeading>{title}</StyledHeading>
        {lead && <StyledLead>{lead}</StyledLead>}
      </div>
      {actions}
    </StyledHeadingRow>
  );
}
