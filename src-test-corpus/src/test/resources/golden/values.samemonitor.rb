main corpus.values.samemonitor.Main.main
var corpus.values.samemonitor.Main$Gate@Main.java:44.open { false true } = false
var corpus.values.samemonitor.Main$Gate@Main.java:44.owner { null nonnull corpus.values.samemonitor.Main@Main.java:42 } = null

proc corpus.values.samemonitor.Main$Gate.<init>[corpus.values.samemonitor.Main$Gate@Main.java:44] {
  s4: assign corpus.values.samemonitor.Main$Gate@Main.java:44.owner corpus.values.samemonitor.Main@Main.java:42 // at corpus.values.samemonitor.Main$Gate.<init>(Main.java:23)
}

proc corpus.values.samemonitor.Main.<init>[corpus.values.samemonitor.Main@Main.java:42] {
}

proc corpus.values.samemonitor.Main.await[corpus.values.samemonitor.Main@Main.java:42] {
  sync: acquire corpus.values.samemonitor.Main@Main.java:42 // at corpus.values.samemonitor.Main.await(Main.java:36)
  s2: switch corpus.values.samemonitor.Main$Gate@Main.java:44.open false s4 true ret_0 // at corpus.values.samemonitor.Main.await(Main.java:36)
  s4: wait corpus.values.samemonitor.Main@Main.java:42 // at corpus.values.samemonitor.Main.await(Main.java:37)
  s4_1: goto s2                          // at corpus.values.samemonitor.Main.await(Main.java:37)
  ret_0: release corpus.values.samemonitor.Main@Main.java:42 // at corpus.values.samemonitor.Main.await(Main.java:36)
}

proc corpus.values.samemonitor.Main.lambda$main$0[corpus.values.samemonitor.Main.main:45#14] {
  s2: call corpus.values.samemonitor.Main.await[corpus.values.samemonitor.Main@Main.java:42] // at corpus.values.samemonitor.Main.lambda$main$0(Main.java:47)
}

proc corpus.values.samemonitor.Main.main {
  s2: call corpus.values.samemonitor.Main.<init>[corpus.values.samemonitor.Main@Main.java:42] // at corpus.values.samemonitor.Main.main(Main.java:42)
  s5: call corpus.values.samemonitor.Main.<init>[corpus.values.samemonitor.Main@Main.java:42] // at corpus.values.samemonitor.Main.main(Main.java:43)
  s8: call corpus.values.samemonitor.Main$Gate.<init>[corpus.values.samemonitor.Main$Gate@Main.java:44] // at corpus.values.samemonitor.Main.main(Main.java:44)
  s14: fork corpus.values.samemonitor.Main.lambda$main$0[corpus.values.samemonitor.Main.main:45#14] java.lang.Thread@Main.java:45 // at corpus.values.samemonitor.Main.main(Main.java:52)
  s15: call corpus.values.samemonitor.Main.open[corpus.values.samemonitor.Main@Main.java:43] // at corpus.values.samemonitor.Main.main(Main.java:53)
  s16: join java.lang.Thread@Main.java:45 // at corpus.values.samemonitor.Main.main(Main.java:54)
}

proc corpus.values.samemonitor.Main.open[corpus.values.samemonitor.Main@Main.java:43] {
  sync: acquire corpus.values.samemonitor.Main@Main.java:43 // at corpus.values.samemonitor.Main.open(Main.java:28)
  s2: switch corpus.values.samemonitor.Main$Gate@Main.java:44.owner null ret_0 nonnull ret_0 corpus.values.samemonitor.Main@Main.java:42 ret_0 // at corpus.values.samemonitor.Main.open(Main.java:28)
  ret_0: release corpus.values.samemonitor.Main@Main.java:43 // at corpus.values.samemonitor.Main.open(Main.java:28)
}
