import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useWhatsAppActions } from '../api/whatsapp-api';
import { type EmbeddedSignupConfig, loadFacebookSdk, runEmbeddedSignup } from '../embedded-signup';

type Sdk = Awaited<ReturnType<typeof loadFacebookSdk>>;

/**
 * 'Conectar WhatsApp' through Meta's Embedded Signup (decision 0067): the owner signs in to Meta in
 * its popup and picks (or creates) the business, the WhatsApp account and the number; Comanda gets a
 * one-time code and the ids, never a token typed by the owner. Without the operator's Meta app, the
 * card says so instead of offering a button that cannot work.
 */
export function WhatsAppConnectButton({
  restaurantId,
  signup,
  label = 'Conectar WhatsApp',
}: {
  restaurantId: string;
  signup: EmbeddedSignupConfig | null;
  label?: string;
}) {
  const { connect } = useWhatsAppActions(restaurantId);
  const [sdk, setSdk] = useState<Sdk | null>(null);
  const [sdkFailed, setSdkFailed] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (!signup) return;
    let live = true;
    loadFacebookSdk(signup).then(
      (loaded) => live && setSdk(loaded),
      () => live && setSdkFailed(true),
    );
    return () => {
      live = false;
    };
  }, [signup]);

  if (!signup)
    return (
      <p className="text-sm text-stone-700">
        O Comanda ainda não foi configurado para o WhatsApp neste servidor.
      </p>
    );

  const start = () => {
    if (!sdk) return;
    setProblem(undefined);
    setWaiting(true);
    // FB.login runs inside the click, so the browser lets Meta's window open.
    runEmbeddedSignup(sdk, signup).then(async (outcome) => {
      if (outcome.kind === 'cancelled') {
        setWaiting(false);
        return setProblem(outcome.message);
      }
      const { kind: _kind, ...input } = outcome;
      try {
        const card = await connect.mutateAsync(input);
        const registered = card.connected && card.registration === 'registered';
        toast(
          registered
            ? { title: 'WhatsApp conectado!', description: 'Os modelos de mensagem foram enviados à Meta.' }
            : {
                title: 'Falta um passo',
                description: 'Veja no cartão do WhatsApp o que ainda precisa ser feito.',
              },
        );
      } catch (failure) {
        setProblem(serverMessage(failure) ?? 'Não foi possível conectar. Tente de novo.');
      } finally {
        setWaiting(false);
      }
    });
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm text-stone-700">
        Uma janela da Meta abre para você entrar com sua conta do Facebook e escolher (ou criar) a conta
        comercial, a conta do WhatsApp Business e o número que vai enviar as mensagens.
      </p>
      <Button
        type="button"
        className="justify-self-start"
        disabled={!sdk || waiting || connect.isPending}
        onClick={start}
      >
        {connect.isPending ? 'Conectando...' : waiting ? 'Aguardando a Meta...' : label}
      </Button>
      {sdkFailed && (
        <p role="alert" className="text-sm text-red-800">
          Não foi possível carregar o login da Meta. Confira a conexão e recarregue a página.
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
