// /rotaPrazoEntrega/edit[/:id]: the engine's form of a deadline rule with the route's pickers.
import { rotaPrazoEntregaResource } from '@/domain/tracking/resources/rota-prazo-entrega';
import ResourceFormPage from '@/features/resources/resource-form-page';
import { ROTA_PRAZO_CONTROLS } from './route-controls';

export default function RotaPrazoFormPage() {
  return <ResourceFormPage def={rotaPrazoEntregaResource} controls={ROTA_PRAZO_CONTROLS} />;
}
