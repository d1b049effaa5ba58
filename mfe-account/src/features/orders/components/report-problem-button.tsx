import { useNavigate } from 'react-router-dom';
import { Button } from '@shop/ui';
import { messages } from '../../../messages';

/** Opens the new-ticket form tied to this order (/support?orderId=ID pre-fills it). */
export function ReportProblemButton({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  return (
    <Button variant="outline" onClick={() => navigate(`/support?orderId=${orderId}`)}>
      {messages.orders.reportProblem}
    </Button>
  );
}
