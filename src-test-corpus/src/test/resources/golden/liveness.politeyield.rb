main corpus.liveness.politeyield.Main.main
var corpus.liveness.politeyield.Main$Diner@Main.java:45.partner { null nonnull } = null
var corpus.liveness.politeyield.Main$Diner@Main.java:45.spoon { null nonnull } = null
var corpus.liveness.politeyield.Main$Diner@Main.java:46.partner { null nonnull } = null
var corpus.liveness.politeyield.Main$Diner@Main.java:46.spoon { null nonnull } = null
var corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner { null nonnull } = null

proc corpus.liveness.politeyield.Main$Diner.<init>[corpus.liveness.politeyield.Main$Diner@Main.java:45] {
  s3: assign corpus.liveness.politeyield.Main$Diner@Main.java:45.spoon nonnull // at corpus.liveness.politeyield.Main$Diner.<init>(Main.java:26)
}

proc corpus.liveness.politeyield.Main$Diner.<init>[corpus.liveness.politeyield.Main$Diner@Main.java:46] {
  s3: assign corpus.liveness.politeyield.Main$Diner@Main.java:46.spoon nonnull // at corpus.liveness.politeyield.Main$Diner.<init>(Main.java:26)
}

proc corpus.liveness.politeyield.Main$Diner.run[corpus.liveness.politeyield.Main$Diner@Main.java:45] {
  s1: read corpus.liveness.politeyield.Main$Diner@Main.java:45.spoon // at corpus.liveness.politeyield.Main$Diner.run(Main.java:32)
  s2: acquire corpus.liveness.politeyield.Main$Spoon@Main.java:44 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:32)
  s3: switch corpus.liveness.politeyield.Main$Diner@Main.java:45.spoon null s4e1 nonnull s4e2 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s6: read corpus.liveness.politeyield.Main$Diner@Main.java:45.spoon // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s7: switch corpus.liveness.politeyield.Main$Diner@Main.java:45.partner null s8e9 nonnull s8e10 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s9: read corpus.liveness.politeyield.Main$Diner@Main.java:45.courtesies // at corpus.liveness.politeyield.Main$Diner.run(Main.java:35)
  s11: write corpus.liveness.politeyield.Main$Diner@Main.java:45.courtesies // at corpus.liveness.politeyield.Main$Diner.run(Main.java:35)
  s12: release corpus.liveness.politeyield.Main$Spoon@Main.java:44 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:37)
  s12_1: goto s1                         // at corpus.liveness.politeyield.Main$Diner.run(Main.java:37)
  s4e1: switch corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner null s12 nonnull s5e6 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s4e2: switch corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner null s12 nonnull s5e6 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s5e6: jump s6 s12                      // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s8e9: assign corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner null // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s8e9_1: goto s9                        // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s8e10: assign corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner nonnull // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s8e10_1: goto s9                       // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
}

proc corpus.liveness.politeyield.Main$Diner.run[corpus.liveness.politeyield.Main$Diner@Main.java:46] {
  s1: read corpus.liveness.politeyield.Main$Diner@Main.java:46.spoon // at corpus.liveness.politeyield.Main$Diner.run(Main.java:32)
  s2: acquire corpus.liveness.politeyield.Main$Spoon@Main.java:44 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:32)
  s3: switch corpus.liveness.politeyield.Main$Diner@Main.java:46.spoon null s4e1 nonnull s4e2 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s6: read corpus.liveness.politeyield.Main$Diner@Main.java:46.spoon // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s7: switch corpus.liveness.politeyield.Main$Diner@Main.java:46.partner null s8e9 nonnull s8e10 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s9: read corpus.liveness.politeyield.Main$Diner@Main.java:46.courtesies // at corpus.liveness.politeyield.Main$Diner.run(Main.java:35)
  s11: write corpus.liveness.politeyield.Main$Diner@Main.java:46.courtesies // at corpus.liveness.politeyield.Main$Diner.run(Main.java:35)
  s12: release corpus.liveness.politeyield.Main$Spoon@Main.java:44 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:37)
  s12_1: goto s1                         // at corpus.liveness.politeyield.Main$Diner.run(Main.java:37)
  s4e1: switch corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner null s12 nonnull s5e6 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s4e2: switch corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner null s12 nonnull s5e6 // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s5e6: jump s6 s12                      // at corpus.liveness.politeyield.Main$Diner.run(Main.java:33)
  s8e9: assign corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner null // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s8e9_1: goto s9                        // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s8e10: assign corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner nonnull // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
  s8e10_1: goto s9                       // at corpus.liveness.politeyield.Main$Diner.run(Main.java:34)
}

proc corpus.liveness.politeyield.Main$Spoon.<init>[corpus.liveness.politeyield.Main$Spoon@Main.java:44] {
}

proc corpus.liveness.politeyield.Main.main {
  s2: call corpus.liveness.politeyield.Main$Spoon.<init>[corpus.liveness.politeyield.Main$Spoon@Main.java:44] // at corpus.liveness.politeyield.Main.main(Main.java:44)
  s5e1: call corpus.liveness.politeyield.Main$Diner.<init>[corpus.liveness.politeyield.Main$Diner@Main.java:45] // at corpus.liveness.politeyield.Main.main(Main.java:45)
  s8e2: call corpus.liveness.politeyield.Main$Diner.<init>[corpus.liveness.politeyield.Main$Diner@Main.java:46] // at corpus.liveness.politeyield.Main.main(Main.java:46)
  s10e2: assign corpus.liveness.politeyield.Main$Diner@Main.java:45.partner nonnull // at corpus.liveness.politeyield.Main.main(Main.java:47)
  s11e2: assign corpus.liveness.politeyield.Main$Diner@Main.java:46.partner nonnull // at corpus.liveness.politeyield.Main.main(Main.java:48)
  s12e2: assign corpus.liveness.politeyield.Main$Spoon@Main.java:44.owner nonnull // at corpus.liveness.politeyield.Main.main(Main.java:49)
  s13e2: fork corpus.liveness.politeyield.Main$Diner.run[corpus.liveness.politeyield.Main$Diner@Main.java:45] corpus.liveness.politeyield.Main$Diner@Main.java:45 // at corpus.liveness.politeyield.Main.main(Main.java:50)
  s14e3: fork corpus.liveness.politeyield.Main$Diner.run[corpus.liveness.politeyield.Main$Diner@Main.java:46] corpus.liveness.politeyield.Main$Diner@Main.java:46 // at corpus.liveness.politeyield.Main.main(Main.java:51)
}
