main corpus.liveness.politediners.Main.main
var corpus.liveness.politediners.Main$Diner@Main.java:52.hungry { false true } = false
var corpus.liveness.politediners.Main$Diner@Main.java:53.hungry { false true } = false

proc corpus.liveness.politediners.Main$Diner.<init>[corpus.liveness.politediners.Main$Diner@Main.java:52] {
  s3: assign corpus.liveness.politediners.Main$Diner@Main.java:52.hungry true // at corpus.liveness.politediners.Main$Diner.<init>(Main.java:26)
  s4: write corpus.liveness.politediners.Main$Diner@Main.java:52.spoon // at corpus.liveness.politediners.Main$Diner.<init>(Main.java:29)
}

proc corpus.liveness.politediners.Main$Diner.<init>[corpus.liveness.politediners.Main$Diner@Main.java:53] {
  s3: assign corpus.liveness.politediners.Main$Diner@Main.java:53.hungry true // at corpus.liveness.politediners.Main$Diner.<init>(Main.java:26)
  s4: write corpus.liveness.politediners.Main$Diner@Main.java:53.spoon // at corpus.liveness.politediners.Main$Diner.<init>(Main.java:29)
}

proc corpus.liveness.politediners.Main$Diner.run[corpus.liveness.politediners.Main$Diner@Main.java:52] {
  s1: switch corpus.liveness.politediners.Main$Diner@Main.java:52.hungry false exit true s3 // at corpus.liveness.politediners.Main$Diner.run(Main.java:34)
  s3: read corpus.liveness.politediners.Main$Diner@Main.java:52.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:35)
  s4: acquire corpus.liveness.politediners.Main$Spoon@Main.java:51 // at corpus.liveness.politediners.Main$Diner.run(Main.java:35)
  s5: read corpus.liveness.politediners.Main$Diner@Main.java:52.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s6: read corpus.liveness.politediners.Main$Spoon@Main.java:51.owner // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s7: jump s8 s23                        // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s8: read corpus.liveness.politediners.Main$Diner@Main.java:52.partner // at corpus.liveness.politediners.Main$Diner.run(Main.java:37)
  s9: switch corpus.liveness.politediners.Main$Diner@Main.java:53.hungry false s19 true s11 // at corpus.liveness.politediners.Main$Diner.run(Main.java:37)
  s11: read corpus.liveness.politediners.Main$Diner@Main.java:52.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s12: read corpus.liveness.politediners.Main$Diner@Main.java:52.partner // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s13: write corpus.liveness.politediners.Main$Spoon@Main.java:51.owner // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s13_1: goto s23                        // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s19: assign corpus.liveness.politediners.Main$Diner@Main.java:52.hungry false // at corpus.liveness.politediners.Main$Diner.run(Main.java:40)
  s20: read corpus.liveness.politediners.Main$Diner@Main.java:52.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s21: read corpus.liveness.politediners.Main$Diner@Main.java:52.partner // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s22: write corpus.liveness.politediners.Main$Spoon@Main.java:51.owner // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s23: release corpus.liveness.politediners.Main$Spoon@Main.java:51 // at corpus.liveness.politediners.Main$Diner.run(Main.java:44)
  s23_1: goto s1                         // at corpus.liveness.politediners.Main$Diner.run(Main.java:44)
}

proc corpus.liveness.politediners.Main$Diner.run[corpus.liveness.politediners.Main$Diner@Main.java:53] {
  s1: switch corpus.liveness.politediners.Main$Diner@Main.java:53.hungry false exit true s3 // at corpus.liveness.politediners.Main$Diner.run(Main.java:34)
  s3: read corpus.liveness.politediners.Main$Diner@Main.java:53.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:35)
  s4: acquire corpus.liveness.politediners.Main$Spoon@Main.java:51 // at corpus.liveness.politediners.Main$Diner.run(Main.java:35)
  s5: read corpus.liveness.politediners.Main$Diner@Main.java:53.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s6: read corpus.liveness.politediners.Main$Spoon@Main.java:51.owner // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s7: jump s8 s23                        // at corpus.liveness.politediners.Main$Diner.run(Main.java:36)
  s8: read corpus.liveness.politediners.Main$Diner@Main.java:53.partner // at corpus.liveness.politediners.Main$Diner.run(Main.java:37)
  s9: switch corpus.liveness.politediners.Main$Diner@Main.java:52.hungry false s19 true s11 // at corpus.liveness.politediners.Main$Diner.run(Main.java:37)
  s11: read corpus.liveness.politediners.Main$Diner@Main.java:53.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s12: read corpus.liveness.politediners.Main$Diner@Main.java:53.partner // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s13: write corpus.liveness.politediners.Main$Spoon@Main.java:51.owner // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s13_1: goto s23                        // at corpus.liveness.politediners.Main$Diner.run(Main.java:38)
  s19: assign corpus.liveness.politediners.Main$Diner@Main.java:53.hungry false // at corpus.liveness.politediners.Main$Diner.run(Main.java:40)
  s20: read corpus.liveness.politediners.Main$Diner@Main.java:53.spoon // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s21: read corpus.liveness.politediners.Main$Diner@Main.java:53.partner // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s22: write corpus.liveness.politediners.Main$Spoon@Main.java:51.owner // at corpus.liveness.politediners.Main$Diner.run(Main.java:41)
  s23: release corpus.liveness.politediners.Main$Spoon@Main.java:51 // at corpus.liveness.politediners.Main$Diner.run(Main.java:44)
  s23_1: goto s1                         // at corpus.liveness.politediners.Main$Diner.run(Main.java:44)
}

proc corpus.liveness.politediners.Main$Spoon.<init>[corpus.liveness.politediners.Main$Spoon@Main.java:51] {
}

proc corpus.liveness.politediners.Main.main {
  s2: call corpus.liveness.politediners.Main$Spoon.<init>[corpus.liveness.politediners.Main$Spoon@Main.java:51] // at corpus.liveness.politediners.Main.main(Main.java:51)
  s5: call corpus.liveness.politediners.Main$Diner.<init>[corpus.liveness.politediners.Main$Diner@Main.java:52] // at corpus.liveness.politediners.Main.main(Main.java:52)
  s8: call corpus.liveness.politediners.Main$Diner.<init>[corpus.liveness.politediners.Main$Diner@Main.java:53] // at corpus.liveness.politediners.Main.main(Main.java:53)
  s10: write corpus.liveness.politediners.Main$Diner@Main.java:52.partner // at corpus.liveness.politediners.Main.main(Main.java:54)
  s11: write corpus.liveness.politediners.Main$Diner@Main.java:53.partner // at corpus.liveness.politediners.Main.main(Main.java:55)
  s12: write corpus.liveness.politediners.Main$Spoon@Main.java:51.owner // at corpus.liveness.politediners.Main.main(Main.java:56)
  s13: fork corpus.liveness.politediners.Main$Diner.run[corpus.liveness.politediners.Main$Diner@Main.java:52] corpus.liveness.politediners.Main$Diner@Main.java:52 // at corpus.liveness.politediners.Main.main(Main.java:57)
  s14: fork corpus.liveness.politediners.Main$Diner.run[corpus.liveness.politediners.Main$Diner@Main.java:53] corpus.liveness.politediners.Main$Diner@Main.java:53 // at corpus.liveness.politediners.Main.main(Main.java:58)
}
