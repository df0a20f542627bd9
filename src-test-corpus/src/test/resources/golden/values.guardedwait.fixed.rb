main corpus.values.guardedwait.fixed.Main.main
var corpus.values.guardedwait.fixed.Main@Main.java:37.ready { false true } = false

proc corpus.values.guardedwait.fixed.Main.<init>[corpus.values.guardedwait.fixed.Main@Main.java:37] {
  s4: write corpus.values.guardedwait.fixed.Main@Main.java:37.lock // at corpus.values.guardedwait.fixed.Main.<init>(Main.java:18)
}

proc corpus.values.guardedwait.fixed.Main.awaitReady[corpus.values.guardedwait.fixed.Main@Main.java:37] {
  s1: read corpus.values.guardedwait.fixed.Main@Main.java:37.lock // at corpus.values.guardedwait.fixed.Main.awaitReady(Main.java:22)
  s2: acquire java.lang.Object@Main.java:18[corpus.values.guardedwait.fixed.Main@Main.java:37] // at corpus.values.guardedwait.fixed.Main.awaitReady(Main.java:22)
  s3: switch corpus.values.guardedwait.fixed.Main@Main.java:37.ready false s5 true s12 // at corpus.values.guardedwait.fixed.Main.awaitReady(Main.java:23)
  s5: read corpus.values.guardedwait.fixed.Main@Main.java:37.lock // at corpus.values.guardedwait.fixed.Main.awaitReady(Main.java:24)
  s6: wait java.lang.Object@Main.java:18[corpus.values.guardedwait.fixed.Main@Main.java:37] // at corpus.values.guardedwait.fixed.Main.awaitReady(Main.java:24)
  s6_1: goto s3                          // at corpus.values.guardedwait.fixed.Main.awaitReady(Main.java:24)
  s12: release java.lang.Object@Main.java:18[corpus.values.guardedwait.fixed.Main@Main.java:37] // at corpus.values.guardedwait.fixed.Main.awaitReady(Main.java:26)
}

proc corpus.values.guardedwait.fixed.Main.lambda$main$0[corpus.values.guardedwait.fixed.Main.main:38#8] {
  s1: call corpus.values.guardedwait.fixed.Main.awaitReady[corpus.values.guardedwait.fixed.Main@Main.java:37] // at corpus.values.guardedwait.fixed.Main.lambda$main$0(Main.java:40)
}

proc corpus.values.guardedwait.fixed.Main.main {
  s2: call corpus.values.guardedwait.fixed.Main.<init>[corpus.values.guardedwait.fixed.Main@Main.java:37] // at corpus.values.guardedwait.fixed.Main.main(Main.java:37)
  s8: fork corpus.values.guardedwait.fixed.Main.lambda$main$0[corpus.values.guardedwait.fixed.Main.main:38#8] java.lang.Thread@Main.java:38 // at corpus.values.guardedwait.fixed.Main.main(Main.java:45)
  s9: call corpus.values.guardedwait.fixed.Main.markReady[corpus.values.guardedwait.fixed.Main@Main.java:37] // at corpus.values.guardedwait.fixed.Main.main(Main.java:46)
  s10: join java.lang.Thread@Main.java:38 // at corpus.values.guardedwait.fixed.Main.main(Main.java:47)
}

proc corpus.values.guardedwait.fixed.Main.markReady[corpus.values.guardedwait.fixed.Main@Main.java:37] {
  s1: read corpus.values.guardedwait.fixed.Main@Main.java:37.lock // at corpus.values.guardedwait.fixed.Main.markReady(Main.java:30)
  s2: acquire java.lang.Object@Main.java:18[corpus.values.guardedwait.fixed.Main@Main.java:37] // at corpus.values.guardedwait.fixed.Main.markReady(Main.java:30)
  s3: assign corpus.values.guardedwait.fixed.Main@Main.java:37.ready true // at corpus.values.guardedwait.fixed.Main.markReady(Main.java:31)
  s4: read corpus.values.guardedwait.fixed.Main@Main.java:37.lock // at corpus.values.guardedwait.fixed.Main.markReady(Main.java:32)
  s5: notifyAll java.lang.Object@Main.java:18[corpus.values.guardedwait.fixed.Main@Main.java:37] // at corpus.values.guardedwait.fixed.Main.markReady(Main.java:32)
  s6: release java.lang.Object@Main.java:18[corpus.values.guardedwait.fixed.Main@Main.java:37] // at corpus.values.guardedwait.fixed.Main.markReady(Main.java:33)
}
