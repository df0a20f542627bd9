main corpus.liveness.politeyield.Main.main

proc corpus.liveness.politeyield.Main$Diner.<init>[corpus.liveness.politeyield.Main$Diner@Main.java:45] {
  s3: write corpus.liveness.politeyield.Main$Diner@Main.java:45.spoon // at corpus.liveness.politeyield.Main$Diner.<init>(Main.java:26)
}

proc corpus.liveness.politeyield.Main$Diner.<init>[corpus.liveness.politeyield.Main$Diner@Main.java:46] {
  s3: write corpus.liveness.politeyield.Main$Diner@Main.java:46.spoon // at corpus.liveness.politeyield.Main$Diner.<init>(Main.java:26)
}

proc corpus.liveness.politeyield.Main$Diner.run[corpus.liveness.politeyield.Main$Diner@Main.java:45] {
  s1: read corpus.liveness.politeyield.Main$Diner@Main.java:45.spoon // at corpus.liveness.politeyield.Main$Diner.run(Main.java:32)
  s2: acquire corpus.liveness.politeyield.Main$Spoon@Main.java:44 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:32)
  s3: read corpus.liveness.politeyield.Main$Diner@Main.java:45.spoon // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s4: read corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s5: jump s6 s12                        // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s6: read corpus.liveness.politeyield.Main$Diner@Main.java:45.spoon // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s7: read corpus.liveness.politeyield.Main$Diner@Main.java:45.partner // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s8: write corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s9: read corpus.liveness.politeyield.Main$Diner@Main.java:45.courtesies // at corpus.liveness.politeyield.Main$Diner.run(Main.java:35)
  s11: write corpus.liveness.politeyield.Main$Diner@Main.java:45.courtesies // at corpus.liveness.politeyield.Main$Diner.run(Main.java:35)
  s12: release corpus.liveness.politeyield.Main$Spoon@Main.java:44 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:37)
  s12_1: goto s1                         // at corpus.liveness.politeyield.Main$Diner.run(Main.java:37)
}

proc corpus.liveness.politeyield.Main$Diner.run[corpus.liveness.politeyield.Main$Diner@Main.java:46] {
  s1: read corpus.liveness.politeyield.Main$Diner@Main.java:46.spoon // at corpus.liveness.politeyield.Main$Diner.run(Main.java:32)
  s2: acquire corpus.liveness.politeyield.Main$Spoon@Main.java:44 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:32)
  s3: read corpus.liveness.politeyield.Main$Diner@Main.java:46.spoon // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s4: read corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s5: jump s6 s12                        // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s6: read corpus.liveness.politeyield.Main$Diner@Main.java:46.spoon // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s7: read corpus.liveness.politeyield.Main$Diner@Main.java:46.partner // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s8: write corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s9: read corpus.liveness.politeyield.Main$Diner@Main.java:46.courtesies // at corpus.liveness.politeyield.Main$Diner.run(Main.java:35)
  s11: write corpus.liveness.politeyield.Main$Diner@Main.java:46.courtesies // at corpus.liveness.politeyield.Main$Diner.run(Main.java:35)
  s12: release corpus.liveness.politeyield.Main$Spoon@Main.java:44 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:37)
  s12_1: goto s1                         // at corpus.liveness.politeyield.Main$Diner.run(Main.java:37)
}

proc corpus.liveness.politeyield.Main$Spoon.<init>[corpus.liveness.politeyield.Main$Spoon@Main.java:44] {
}

proc corpus.liveness.politeyield.Main.main {
  s2: call corpus.liveness.politeyield.Main$Spoon.<init>[corpus.liveness.politeyield.Main$Spoon@Main.java:44] // at corpus.liveness.politeyield.Main.main(Main.java:44)
  s5: call corpus.liveness.politeyield.Main$Diner.<init>[corpus.liveness.politeyield.Main$Diner@Main.java:45] // at corpus.liveness.politeyield.Main.main(Main.java:45)
  s8: call corpus.liveness.politeyield.Main$Diner.<init>[corpus.liveness.politeyield.Main$Diner@Main.java:46] // at corpus.liveness.politeyield.Main.main(Main.java:46)
  s10: write corpus.liveness.politeyield.Main$Diner@Main.java:45.partner // at corpus.liveness.politeyield.Main.main(Main.java:47)
  s11: write corpus.liveness.politeyield.Main$Diner@Main.java:46.partner // at corpus.liveness.politeyield.Main.main(Main.java:48)
  s12: write corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner // at corpus.liveness.politeyield.Main.main(Main.java:49)
  s13: fork corpus.liveness.politeyield.Main$Diner.run[corpus.liveness.politeyield.Main$Diner@Main.java:45] corpus.liveness.politeyield.Main$Diner@Main.java:45 // at corpus.liveness.politeyield.Main.main(Main.java:50)
  s14: fork corpus.liveness.politeyield.Main$Diner.run[corpus.liveness.politeyield.Main$Diner@Main.java:46] corpus.liveness.politeyield.Main$Diner@Main.java:46 // at corpus.liveness.politeyield.Main.main(Main.java:51)
}
