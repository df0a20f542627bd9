main corpus.liveness.politediners.Main.main
var corpus.liveness.politediners.Main$Diner@Main.java:52.hungry { false true } = false
var corpus.liveness.politediners.Main$Diner@Main.java:52.partner { null nonnull } = null
var corpus.liveness.politediners.Main$Diner@Main.java:52.spoon { null nonnull } = null
var corpus.liveness.politediners.Main$Diner@Main.java:53.hungry { false true } = false
var corpus.liveness.politediners.Main$Diner@Main.java:53.partner { null nonnull } = null
var corpus.liveness.politediners.Main$Diner@Main.java:53.spoon { null nonnull } = null
var corpus.liveness.politediners.Main$Spoon@Main.java:51.owner { null nonnull } = null

proc corpus.liveness.politediners.Main$Diner.<init>[corpus.liveness.politediners.Main$Diner@Main.java:52] {
  s3: assign corpus.liveness.politediners.Main$Diner@Main.java:52.hungry true // at corpus.liveness.politediners.Main$Diner.<init>(Main.java:26)
  s4: assign corpus.liveness.politediners.Main$Diner@Main.java:52.spoon nonnull // at corpus.liveness.politediners.Main$Diner.<init>(Main.java:29)
}

proc corpus.liveness.politediners.Main$Diner.<init>[corpus.liveness.politediners.Main$Diner@Main.java:53] {
  s3: assign corpus.liveness.politediners.Main$Diner@Main.java:53.hungry true // at corpus.liveness.politediners.Main$Diner.<init>(Main.java:26)
  s4: assign corpus.liveness.politediners.Main$Diner@Main.java:53.spoon nonnull // at corpus.liveness.politediners.Main$Diner.<init>(Main.java:29)
}

proc corpus.liveness.politediners.Main$Diner.run[corpus.liveness.politediners.Main$Diner@Main.java:52] {
  s1: switch corpus.liveness.politediners.Main$Diner@Main.java:52.hungry false exit true s3 // at corpus.liveness.politediners.Main$Diner.run(Main.java:34)
  s3: read corpus.liveness.politediners.Main$Diner@Main.java:52.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:35)
  s4: acquire corpus.liveness.politediners.Main$Spoon@Main.java:51 // at corpus.liveness.politediners.Main$Diner.run(Main.java:35)
  s5: switch corpus.liveness.politediners.Main$Diner@Main.java:52.spoon null s6e3 nonnull s6e4 // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s8: switch corpus.liveness.politediners.Main$Diner@Main.java:52.partner null s9e11 nonnull s9e12 // at corpus.liveness.politediners.Main$Diner.run(Main.java:37)
  s11: read corpus.liveness.politediners.Main$Diner@Main.java:52.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s12: switch corpus.liveness.politediners.Main$Diner@Main.java:52.partner null s13e19 nonnull s13e20 // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s19: assign corpus.liveness.politediners.Main$Diner@Main.java:52.hungry false // at corpus.liveness.politediners.Main$Diner.run(Main.java:40)
  s20: read corpus.liveness.politediners.Main$Diner@Main.java:52.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s21: switch corpus.liveness.politediners.Main$Diner@Main.java:52.partner null s22e21 nonnull s22e22 // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s23: release corpus.liveness.politediners.Main$Spoon@Main.java:51 // at corpus.liveness.politediners.Main$Diner.run(Main.java:44)
  s23_1: goto s1                         // at corpus.liveness.politediners.Main$Diner.run(Main.java:44)
  s6e3: switch corpus.liveness.politediners.Main$Spoon@Main.java:51.owner null s23 nonnull s7e8 // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s6e4: switch corpus.liveness.politediners.Main$Spoon@Main.java:51.owner null s23 nonnull s7e8 // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s7e8: jump s8 s23                      // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s9e11: switch corpus.liveness.politediners.Main$Diner@Main.java:53.hungry false s19 true s11 // at corpus.liveness.politediners.Main$Diner.run(Main.java:37)
  s9e12: switch corpus.liveness.politediners.Main$Diner@Main.java:53.hungry false s19 true s11 // at corpus.liveness.politediners.Main$Diner.run(Main.java:37)
  s13e19: assign corpus.liveness.politediners.Main$Spoon@Main.java:51.owner null // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s13e19_1: goto s23                     // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s13e20: assign corpus.liveness.politediners.Main$Spoon@Main.java:51.owner nonnull // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s13e20_1: goto s23                     // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s22e21: assign corpus.liveness.politediners.Main$Spoon@Main.java:51.owner null // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s22e21_1: goto s23                     // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s22e22: assign corpus.liveness.politediners.Main$Spoon@Main.java:51.owner nonnull // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s22e22_1: goto s23                     // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
}

proc corpus.liveness.politediners.Main$Diner.run[corpus.liveness.politediners.Main$Diner@Main.java:53] {
  s1: switch corpus.liveness.politediners.Main$Diner@Main.java:53.hungry false exit true s3 // at corpus.liveness.politediners.Main$Diner.run(Main.java:34)
  s3: read corpus.liveness.politediners.Main$Diner@Main.java:53.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:35)
  s4: acquire corpus.liveness.politediners.Main$Spoon@Main.java:51 // at corpus.liveness.politediners.Main$Diner.run(Main.java:35)
  s5: switch corpus.liveness.politediners.Main$Diner@Main.java:53.spoon null s6e3 nonnull s6e4 // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s8: switch corpus.liveness.politediners.Main$Diner@Main.java:53.partner null s9e11 nonnull s9e12 // at corpus.liveness.politediners.Main$Diner.run(Main.java:37)
  s11: read corpus.liveness.politediners.Main$Diner@Main.java:53.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s12: switch corpus.liveness.politediners.Main$Diner@Main.java:53.partner null s13e19 nonnull s13e20 // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s19: assign corpus.liveness.politediners.Main$Diner@Main.java:53.hungry false // at corpus.liveness.politediners.Main$Diner.run(Main.java:40)
  s20: read corpus.liveness.politediners.Main$Diner@Main.java:53.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s21: switch corpus.liveness.politediners.Main$Diner@Main.java:53.partner null s22e21 nonnull s22e22 // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s23: release corpus.liveness.politediners.Main$Spoon@Main.java:51 // at corpus.liveness.politediners.Main$Diner.run(Main.java:44)
  s23_1: goto s1                         // at corpus.liveness.politediners.Main$Diner.run(Main.java:44)
  s6e3: switch corpus.liveness.politediners.Main$Spoon@Main.java:51.owner null s23 nonnull s7e8 // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s6e4: switch corpus.liveness.politediners.Main$Spoon@Main.java:51.owner null s23 nonnull s7e8 // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s7e8: jump s8 s23                      // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s9e11: switch corpus.liveness.politediners.Main$Diner@Main.java:52.hungry false s19 true s11 // at corpus.liveness.politediners.Main$Diner.run(Main.java:37)
  s9e12: switch corpus.liveness.politediners.Main$Diner@Main.java:52.hungry false s19 true s11 // at corpus.liveness.politediners.Main$Diner.run(Main.java:37)
  s13e19: assign corpus.liveness.politediners.Main$Spoon@Main.java:51.owner null // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s13e19_1: goto s23                     // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s13e20: assign corpus.liveness.politediners.Main$Spoon@Main.java:51.owner nonnull // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s13e20_1: goto s23                     // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s22e21: assign corpus.liveness.politediners.Main$Spoon@Main.java:51.owner null // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s22e21_1: goto s23                     // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s22e22: assign corpus.liveness.politediners.Main$Spoon@Main.java:51.owner nonnull // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s22e22_1: goto s23                     // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
}

proc corpus.liveness.politediners.Main$Spoon.<init>[corpus.liveness.politediners.Main$Spoon@Main.java:51] {
}

proc corpus.liveness.politediners.Main.main {
  s2: call corpus.liveness.politediners.Main$Spoon.<init>[corpus.liveness.politediners.Main$Spoon@Main.java:51] // at corpus.liveness.politediners.Main.main(Main.java:51)
  s5e1: call corpus.liveness.politediners.Main$Diner.<init>[corpus.liveness.politediners.Main$Diner@Main.java:52] // at corpus.liveness.politediners.Main.main(Main.java:52)
  s8e2: call corpus.liveness.politediners.Main$Diner.<init>[corpus.liveness.politediners.Main$Diner@Main.java:53] // at corpus.liveness.politediners.Main.main(Main.java:53)
  s10e2: assign corpus.liveness.politediners.Main$Diner@Main.java:52.partner nonnull // at corpus.liveness.politediners.Main.main(Main.java:54)
  s11e2: assign corpus.liveness.politediners.Main$Diner@Main.java:53.partner nonnull // at corpus.liveness.politediners.Main.main(Main.java:55)
  s12e2: assign corpus.liveness.politediners.Main$Spoon@Main.java:51.owner nonnull // at corpus.liveness.politediners.Main.main(Main.java:56)
  s13e2: fork corpus.liveness.politediners.Main$Diner.run[corpus.liveness.politediners.Main$Diner@Main.java:52] corpus.liveness.politediners.Main$Diner@Main.java:52 // at corpus.liveness.politediners.Main.main(Main.java:57)
  s14e3: fork corpus.liveness.politediners.Main$Diner.run[corpus.liveness.politediners.Main$Diner@Main.java:53] corpus.liveness.politediners.Main$Diner@Main.java:53 // at corpus.liveness.politediners.Main.main(Main.java:58)
}
