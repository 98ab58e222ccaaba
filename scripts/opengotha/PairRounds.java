// Re-pairs every round of an OpenGotha tournament file with OpenGotha's own pairing, headless:
// for round R, the games and byes of rounds R and later are removed, OpenGotha chooses the bye
// (when the players present are odd) and pairs the rest, and the round is printed as
// "R<tab>white<tab>black<tab>handicap" lines and "R<tab>bye<tab>player". Players are named
// "Surname Given", as the file has them. Built against OpenGotha's classes (never vendored):
// see scripts/opengotha-pair.sh.
import info.vannier.gotha.*;
import java.io.File;
import java.util.ArrayList;

public class PairRounds {
    public static void main(String[] args) throws Exception {
        File file = new File(args[0]);
        Tournament probe = new Tournament();
        ExternalDocument.importTournamentFromXMLFile(file, probe, true, true, true, false, false);
        int rounds = probe.getTournamentParameterSet().getGeneralParameterSet().getNumberOfRounds();
        for (int r = 0; r < rounds; r++) {
            Tournament t = new Tournament();
            ExternalDocument.importTournamentFromXMLFile(file, t, true, true, true, false, false);
            for (Game g : new ArrayList<>(t.gamesList())) {
                if (g.getRoundNumber() >= r) {
                    t.removeGame(g);
                }
            }
            for (int k = r; k < rounds; k++) {
                t.unassignByePlayer(k);
            }
            ArrayList<Player> present = new ArrayList<>();
            for (Player p : t.playersList()) {
                if (p.getParticipating(r)) {
                    present.add(p);
                }
            }
            if (present.size() % 2 != 0) {
                t.chooseAByePlayer(present, r);
                Player bye = t.getByePlayer(r);
                present.removeIf(p -> p.hasSameKeyString(bye));
                System.out.println((r + 1) + "\tbye\t" + bye.getName() + " " + bye.getFirstName());
            }
            for (Game g : t.makeAutomaticPairing(present, r)) {
                Player w = g.getWhitePlayer();
                Player b = g.getBlackPlayer();
                System.out.println((r + 1) + "\t" + w.getName() + " " + w.getFirstName() + "\t"
                        + b.getName() + " " + b.getFirstName() + "\t" + g.getHandicap());
            }
        }
        // OpenGotha's classes leave threads running.
        System.exit(0);
    }
}
