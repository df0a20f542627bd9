main entry
var corpus.values.statemachine.fixed.Main.state { null NEW STARTED FINISHED } = null

proc corpus.values.statemachine.fixed.Main$State.$values {
  s1: read corpus.values.statemachine.fixed.Main$State.NEW // at corpus.values.statemachine.fixed.Main$State.$values(Main.java:18)
  s2: write corpus.values.statemachine.fixed.Main$State[]@Main.java:18[0] // at corpus.values.statemachine.fixed.Main$State.$values(Main.java:18)
  s3: read corpus.values.statemachine.fixed.Main$State.STARTED // at corpus.values.statemachine.fixed.Main$State.$values(Main.java:18)
  s4: write corpus.values.statemachine.fixed.Main$State[]@Main.java:18[1] // at corpus.values.statemachine.fixed.Main$State.$values(Main.java:18)
  s5: read corpus.values.statemachine.fixed.Main$State.FINISHED // at corpus.values.statemachine.fixed.Main$State.$values(Main.java:18)
  s6: write corpus.values.statemachine.fixed.Main$State[]@Main.java:18[2] // at corpus.values.statemachine.fixed.Main$State.$values(Main.java:18)
}

proc corpus.values.statemachine.fixed.Main$State.<clinit> {
  s1: call corpus.values.statemachine.fixed.Main$State.<init>[corpus.values.statemachine.fixed.Main$State@Main.java:18#2] // at corpus.values.statemachine.fixed.Main$State.<clinit>(Main.java:18)
  s2: write corpus.values.statemachine.fixed.Main$State.NEW // at corpus.values.statemachine.fixed.Main$State.<clinit>(Main.java:18)
  s4: call corpus.values.statemachine.fixed.Main$State.<init>[corpus.values.statemachine.fixed.Main$State@Main.java:18#2] // at corpus.values.statemachine.fixed.Main$State.<clinit>(Main.java:18)
  s5: write corpus.values.statemachine.fixed.Main$State.STARTED // at corpus.values.statemachine.fixed.Main$State.<clinit>(Main.java:18)
  s7: call corpus.values.statemachine.fixed.Main$State.<init>[corpus.values.statemachine.fixed.Main$State@Main.java:18#2] // at corpus.values.statemachine.fixed.Main$State.<clinit>(Main.java:18)
  s8: write corpus.values.statemachine.fixed.Main$State.FINISHED // at corpus.values.statemachine.fixed.Main$State.<clinit>(Main.java:18)
  s9: call corpus.values.statemachine.fixed.Main$State.$values // at corpus.values.statemachine.fixed.Main$State.<clinit>(Main.java:18)
  s10: write corpus.values.statemachine.fixed.Main$State.$VALUES // at corpus.values.statemachine.fixed.Main$State.<clinit>(Main.java:18)
}

proc corpus.values.statemachine.fixed.Main$State.<init>[corpus.values.statemachine.fixed.Main$State@Main.java:18#2] {
}

proc corpus.values.statemachine.fixed.Main.<clinit> {
  s2: write corpus.values.statemachine.fixed.Main.session // at corpus.values.statemachine.fixed.Main.<clinit>(Main.java:20)
  s5: write corpus.values.statemachine.fixed.Main.registry // at corpus.values.statemachine.fixed.Main.<clinit>(Main.java:21)
  s6: read corpus.values.statemachine.fixed.Main$State.NEW // at corpus.values.statemachine.fixed.Main.<clinit>(Main.java:22)
  s7e1: assign corpus.values.statemachine.fixed.Main.state NEW // at corpus.values.statemachine.fixed.Main.<clinit>(Main.java:22)
}

proc corpus.values.statemachine.fixed.Main.auditor {
  s0: switch corpus.values.statemachine.fixed.Main.state null s2 NEW s0 STARTED s0 FINISHED s5 // at corpus.values.statemachine.fixed.Main.auditor(Main.java:37)
  s2: jump s0 s5                         // at corpus.values.statemachine.fixed.Main.auditor(Main.java:37)
  s5: read corpus.values.statemachine.fixed.Main.registry // at corpus.values.statemachine.fixed.Main.auditor(Main.java:43)
  s6: acquire java.lang.Object@Main.java:21 // at corpus.values.statemachine.fixed.Main.auditor(Main.java:43)
  s7: read corpus.values.statemachine.fixed.Main.session // at corpus.values.statemachine.fixed.Main.auditor(Main.java:44)
  s8: acquire java.lang.Object@Main.java:20 // at corpus.values.statemachine.fixed.Main.auditor(Main.java:44)
  s9: read corpus.values.statemachine.fixed.Main.audits // at corpus.values.statemachine.fixed.Main.auditor(Main.java:45)
  s11: write corpus.values.statemachine.fixed.Main.audits // at corpus.values.statemachine.fixed.Main.auditor(Main.java:45)
  s12: release java.lang.Object@Main.java:20 // at corpus.values.statemachine.fixed.Main.auditor(Main.java:46)
  s23: release java.lang.Object@Main.java:21 // at corpus.values.statemachine.fixed.Main.auditor(Main.java:47)
}

proc corpus.values.statemachine.fixed.Main.client {
  s0: read corpus.values.statemachine.fixed.Main$State.STARTED // at corpus.values.statemachine.fixed.Main.client(Main.java:26)
  s0_1: goto s1e1                        // at corpus.values.statemachine.fixed.Main.client(Main.java:26)
  s2: read corpus.values.statemachine.fixed.Main.session // at corpus.values.statemachine.fixed.Main.client(Main.java:27)
  s3: acquire java.lang.Object@Main.java:20 // at corpus.values.statemachine.fixed.Main.client(Main.java:27)
  s4: read corpus.values.statemachine.fixed.Main.registry // at corpus.values.statemachine.fixed.Main.client(Main.java:28)
  s5: acquire java.lang.Object@Main.java:21 // at corpus.values.statemachine.fixed.Main.client(Main.java:28)
  s6: read corpus.values.statemachine.fixed.Main.audits // at corpus.values.statemachine.fixed.Main.client(Main.java:29)
  s8: write corpus.values.statemachine.fixed.Main.audits // at corpus.values.statemachine.fixed.Main.client(Main.java:29)
  s9: release java.lang.Object@Main.java:21 // at corpus.values.statemachine.fixed.Main.client(Main.java:30)
  s19: release java.lang.Object@Main.java:20 // at corpus.values.statemachine.fixed.Main.client(Main.java:31)
  s21: read corpus.values.statemachine.fixed.Main$State.FINISHED // at corpus.values.statemachine.fixed.Main.client(Main.java:32)
  s21_1: goto s22e2                      // at corpus.values.statemachine.fixed.Main.client(Main.java:32)
  s1e1: assign corpus.values.statemachine.fixed.Main.state STARTED // at corpus.values.statemachine.fixed.Main.client(Main.java:26)
  s1e1_1: goto s2                        // at corpus.values.statemachine.fixed.Main.client(Main.java:26)
  s22e2: assign corpus.values.statemachine.fixed.Main.state FINISHED // at corpus.values.statemachine.fixed.Main.client(Main.java:32)
}

proc corpus.values.statemachine.fixed.Main.main {
  s9: fork corpus.values.statemachine.fixed.Main.client java.lang.Thread@Main.java:54 // at corpus.values.statemachine.fixed.Main.main(Main.java:56)
  s10: fork corpus.values.statemachine.fixed.Main.auditor java.lang.Thread@Main.java:55 // at corpus.values.statemachine.fixed.Main.main(Main.java:57)
  s11: join java.lang.Thread@Main.java:54 // at corpus.values.statemachine.fixed.Main.main(Main.java:58)
  s12: join java.lang.Thread@Main.java:55 // at corpus.values.statemachine.fixed.Main.main(Main.java:59)
}

proc entry {
  init0: call corpus.values.statemachine.fixed.Main.<clinit> // at corpus.values.statemachine.fixed.Main.main(Main.java:54)
  init1: call corpus.values.statemachine.fixed.Main$State.<clinit> // at corpus.values.statemachine.fixed.Main.main(Main.java:54)
  main: call corpus.values.statemachine.fixed.Main.main // at corpus.values.statemachine.fixed.Main.main(Main.java:54)
}
