main entry
var corpus.values.statemachine.Main.state { null NEW STARTED FINISHED } = null

proc corpus.values.statemachine.Main$State.$values {
  s1: read corpus.values.statemachine.Main$State.NEW // at corpus.values.statemachine.Main$State.$values(Main.java:19)
  s2: write corpus.values.statemachine.Main$State[]@Main.java:19[0] // at corpus.values.statemachine.Main$State.$values(Main.java:19)
  s3: read corpus.values.statemachine.Main$State.STARTED // at corpus.values.statemachine.Main$State.$values(Main.java:19)
  s4: write corpus.values.statemachine.Main$State[]@Main.java:19[1] // at corpus.values.statemachine.Main$State.$values(Main.java:19)
  s5: read corpus.values.statemachine.Main$State.FINISHED // at corpus.values.statemachine.Main$State.$values(Main.java:19)
  s6: write corpus.values.statemachine.Main$State[]@Main.java:19[2] // at corpus.values.statemachine.Main$State.$values(Main.java:19)
}

proc corpus.values.statemachine.Main$State.<clinit> {
  s1: call corpus.values.statemachine.Main$State.<init>[corpus.values.statemachine.Main$State@Main.java:19#2] // at corpus.values.statemachine.Main$State.<clinit>(Main.java:19)
  s2: write corpus.values.statemachine.Main$State.NEW // at corpus.values.statemachine.Main$State.<clinit>(Main.java:19)
  s4: call corpus.values.statemachine.Main$State.<init>[corpus.values.statemachine.Main$State@Main.java:19#2] // at corpus.values.statemachine.Main$State.<clinit>(Main.java:19)
  s5: write corpus.values.statemachine.Main$State.STARTED // at corpus.values.statemachine.Main$State.<clinit>(Main.java:19)
  s7: call corpus.values.statemachine.Main$State.<init>[corpus.values.statemachine.Main$State@Main.java:19#2] // at corpus.values.statemachine.Main$State.<clinit>(Main.java:19)
  s8: write corpus.values.statemachine.Main$State.FINISHED // at corpus.values.statemachine.Main$State.<clinit>(Main.java:19)
  s9: call corpus.values.statemachine.Main$State.$values // at corpus.values.statemachine.Main$State.<clinit>(Main.java:19)
  s10: write corpus.values.statemachine.Main$State.$VALUES // at corpus.values.statemachine.Main$State.<clinit>(Main.java:19)
}

proc corpus.values.statemachine.Main$State.<init>[corpus.values.statemachine.Main$State@Main.java:19#2] {
}

proc corpus.values.statemachine.Main.<clinit> {
  s2: write corpus.values.statemachine.Main.session // at corpus.values.statemachine.Main.<clinit>(Main.java:21)
  s5: write corpus.values.statemachine.Main.registry // at corpus.values.statemachine.Main.<clinit>(Main.java:22)
  s6: read corpus.values.statemachine.Main$State.NEW // at corpus.values.statemachine.Main.<clinit>(Main.java:23)
  s7e1: assign corpus.values.statemachine.Main.state NEW // at corpus.values.statemachine.Main.<clinit>(Main.java:23)
}

proc corpus.values.statemachine.Main.auditor {
  s0: switch corpus.values.statemachine.Main.state null s2 NEW s0 STARTED s5 FINISHED s5 // at corpus.values.statemachine.Main.auditor(Main.java:38)
  s2: jump s0 s5                         // at corpus.values.statemachine.Main.auditor(Main.java:38)
  s5: read corpus.values.statemachine.Main.registry // at corpus.values.statemachine.Main.auditor(Main.java:44)
  s6: acquire java.lang.Object@Main.java:22 // at corpus.values.statemachine.Main.auditor(Main.java:44)
  s7: read corpus.values.statemachine.Main.session // at corpus.values.statemachine.Main.auditor(Main.java:45)
  s8: acquire java.lang.Object@Main.java:21 // at corpus.values.statemachine.Main.auditor(Main.java:45)
  s9: read corpus.values.statemachine.Main.audits // at corpus.values.statemachine.Main.auditor(Main.java:46)
  s11: write corpus.values.statemachine.Main.audits // at corpus.values.statemachine.Main.auditor(Main.java:46)
  s12: release java.lang.Object@Main.java:21 // at corpus.values.statemachine.Main.auditor(Main.java:47)
  s23: release java.lang.Object@Main.java:22 // at corpus.values.statemachine.Main.auditor(Main.java:48)
}

proc corpus.values.statemachine.Main.client {
  s0: read corpus.values.statemachine.Main$State.STARTED // at corpus.values.statemachine.Main.client(Main.java:27)
  s0_1: goto s1e1                        // at corpus.values.statemachine.Main.client(Main.java:27)
  s2: read corpus.values.statemachine.Main.session // at corpus.values.statemachine.Main.client(Main.java:28)
  s3: acquire java.lang.Object@Main.java:21 // at corpus.values.statemachine.Main.client(Main.java:28)
  s4: read corpus.values.statemachine.Main.registry // at corpus.values.statemachine.Main.client(Main.java:29)
  s5: acquire java.lang.Object@Main.java:22 // at corpus.values.statemachine.Main.client(Main.java:29)
  s6: read corpus.values.statemachine.Main.audits // at corpus.values.statemachine.Main.client(Main.java:30)
  s8: write corpus.values.statemachine.Main.audits // at corpus.values.statemachine.Main.client(Main.java:30)
  s9: release java.lang.Object@Main.java:22 // at corpus.values.statemachine.Main.client(Main.java:31)
  s19: release java.lang.Object@Main.java:21 // at corpus.values.statemachine.Main.client(Main.java:32)
  s21: read corpus.values.statemachine.Main$State.FINISHED // at corpus.values.statemachine.Main.client(Main.java:33)
  s21_1: goto s22e2                      // at corpus.values.statemachine.Main.client(Main.java:33)
  s1e1: assign corpus.values.statemachine.Main.state STARTED // at corpus.values.statemachine.Main.client(Main.java:27)
  s1e1_1: goto s2                        // at corpus.values.statemachine.Main.client(Main.java:27)
  s22e2: assign corpus.values.statemachine.Main.state FINISHED // at corpus.values.statemachine.Main.client(Main.java:33)
}

proc corpus.values.statemachine.Main.main {
  s9: fork corpus.values.statemachine.Main.client java.lang.Thread@Main.java:55 // at corpus.values.statemachine.Main.main(Main.java:57)
  s10: fork corpus.values.statemachine.Main.auditor java.lang.Thread@Main.java:56 // at corpus.values.statemachine.Main.main(Main.java:58)
  s11: join java.lang.Thread@Main.java:55 // at corpus.values.statemachine.Main.main(Main.java:59)
  s12: join java.lang.Thread@Main.java:56 // at corpus.values.statemachine.Main.main(Main.java:60)
}

proc entry {
  init0: call corpus.values.statemachine.Main.<clinit> // at corpus.values.statemachine.Main.main(Main.java:55)
  init1: call corpus.values.statemachine.Main$State.<clinit> // at corpus.values.statemachine.Main.main(Main.java:55)
  main: call corpus.values.statemachine.Main.main // at corpus.values.statemachine.Main.main(Main.java:55)
}
