import { visuallyHidden } from '@diy/ui';
import styled from 'styled-components';

/** The username beside a new password, so password managers save the pair; not shown. */
export const StyledHiddenUsername = styled.input`
  ${visuallyHidden}
`;
