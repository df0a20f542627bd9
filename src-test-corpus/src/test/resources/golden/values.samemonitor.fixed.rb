main corpus.values.samemonitor.fixed.Main.main
var corpus.values.samemonitor.fixed.Main$Gate@Main.java:43.open { false true } = false
var corpus.values.samemonitor.fixed.Main$Gate@Main.java:43.owner { null nonnull corpus.values.samemonitor.fixed.Main@Main.java:42 } = null

proc corpus.values.samemonitor.fixed.Main$Gate.<init>[corpus.values.samemonitor.fixed.Main$Gate@Main.java:43] {
  s4: assign corpus.values.samemonitor.fixed.Main$Gate@Main.java:43.owner corpus.values.samemonitor.fixed.Main@Main.java:42 // at corpus.values.samemonitor.fixed.Main$Gate.<init>(Main.java:23)
}

proc corpus.values.samemonitor.fixed.Main.<init>[corpus.values.samemonitor.fixed.Main@Main.java:42] {
}

proc corpus.values.samemonitor.fixed.Main.await[corpus.values.samemonitor.fixed.Main@Main.java:42] {
  sync: acquire corpus.values.samemonitor.fixed.Main@Main.java:42 // at corpus.values.samemonitor.fixed.Main.await(Main.java:36)
  s2: switch corpus.values.samemonitor.fixed.Main$Gate@Main.java:43.open false s4 true ret_0 // at corpus.values.samemonitor.fixed.Main.await(Main.java:36)
  s4: wait corpus.values.samemonitor.fixed.Main@Main.java:42 // at corpus.values.samemonitor.fixed.Main.await(Main.java:37)
  s4_1: goto s2                          // at corpus.values.samemonitor.fixed.Main.await(Main.java:37)
  ret_0: release corpus.values.samemonitor.fixed.Main@Main.java:42 // at corpus.values.samemonitor.fixed.Main.await(Main.java:36)
}

proc corpus.values.samemonitor.fixed.Main.lambda$main$0[corpus.values.samemonitor.fixed.Main.main:44#11] {
  s2: call corpus.values.samemonitor.fixed.Main.await[corpus.values.samemonitor.fixed.Main@Main.java:42] // at corpus.values.samemonitor.fixed.Main.lambda$main$0(Main.java:46)
}

proc corpus.values.samemonitor.fixed.Main.main {
  s2: call corpus.values.samemonitor.fixed.Main.<init>[corpus.values.samemonitor.fixed.Main@Main.java:42] // at corpus.values.samemonitor.fixed.Main.main(Main.java:42)
  s5: call corpus.values.samemonitor.fixed.Main$Gate.<init>[corpus.values.samemonitor.fixed.Main$Gate@Main.java:43] // at corpus.values.samemonitor.fixed.Main.main(Main.java:43)
  s11: fork corpus.values.samemonitor.fixed.Main.lambda$main$0[corpus.values.samemonitor.fixed.Main.main:44#11] java.lang.Thread@Main.java:44 // at corpus.values.samemonitor.fixed.Main.main(Main.java:51)
  s12: call corpus.values.samemonitor.fixed.Main.open[corpus.values.samemonitor.fixed.Main@Main.java:42] // at corpus.values.samemonitor.fixed.Main.main(Main.java:52)
  s13: join java.lang.Thread@Main.java:44 // at corpus.values.samemonitor.fixed.Main.main(Main.java:53)
}

proc corpus.values.samemonitor.fixed.Main.open[corpus.values.samemonitor.fixed.Main@Main.java:42] {
  sync: acquire corpus.values.samemonitor.fixed.Main@Main.java:42 // at corpus.values.samemonitor.fixed.Main.open(Main.java:28)
  s2: switch corpus.values.samemonitor.fixed.Main$Gate@Main.java:43.owner null ret_0 nonnull s5 corpus.values.samemonitor.fixed.Main@Main.java:42 s5 // at corpus.values.samemonitor.fixed.Main.open(Main.java:28)
  s5: assign corpus.values.samemonitor.fixed.Main$Gate@Main.java:43.open true // at corpus.values.samemonitor.fixed.Main.open(Main.java:31)
  s6: notifyAll corpus.values.samemonitor.fixed.Main@Main.java:42 // at corpus.values.samemonitor.fixed.Main.open(Main.java:32)
  ret_0: release corpus.values.samemonitor.fixed.Main@Main.java:42 // at corpus.values.samemonitor.fixed.Main.open(Main.java:28)
}
