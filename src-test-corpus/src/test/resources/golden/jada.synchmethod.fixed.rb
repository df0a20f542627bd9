main corpus.jada.synchmethod.fixed.Main.main

proc corpus.jada.synchmethod.fixed.Main.<init>[corpus.jada.synchmethod.fixed.Main@Main.java:30] {
}

proc corpus.jada.synchmethod.fixed.Main.answer[corpus.jada.synchmethod.fixed.Main@Main.java:30] {
  sync: acquire corpus.jada.synchmethod.fixed.Main@Main.java:30 // at corpus.jada.synchmethod.fixed.Main.answer(Main.java:26)
  s1: read corpus.jada.synchmethod.fixed.Main@Main.java:30.calls // at corpus.jada.synchmethod.fixed.Main.answer(Main.java:26)
  s3: write corpus.jada.synchmethod.fixed.Main@Main.java:30.calls // at corpus.jada.synchmethod.fixed.Main.answer(Main.java:26)
  ret_0: release corpus.jada.synchmethod.fixed.Main@Main.java:30 // at corpus.jada.synchmethod.fixed.Main.answer(Main.java:26)
}

proc corpus.jada.synchmethod.fixed.Main.answer[corpus.jada.synchmethod.fixed.Main@Main.java:31] {
  sync: acquire corpus.jada.synchmethod.fixed.Main@Main.java:31 // at corpus.jada.synchmethod.fixed.Main.answer(Main.java:26)
  s1: read corpus.jada.synchmethod.fixed.Main@Main.java:31.calls // at corpus.jada.synchmethod.fixed.Main.answer(Main.java:26)
  s3: write corpus.jada.synchmethod.fixed.Main@Main.java:31.calls // at corpus.jada.synchmethod.fixed.Main.answer(Main.java:26)
  ret_0: release corpus.jada.synchmethod.fixed.Main@Main.java:31 // at corpus.jada.synchmethod.fixed.Main.answer(Main.java:26)
}

proc corpus.jada.synchmethod.fixed.Main.greet[corpus.jada.synchmethod.fixed.Main@Main.java:30] {
  s3: acquire corpus.jada.synchmethod.fixed.Main@Main.java:30 // at corpus.jada.synchmethod.fixed.Main.greet(Main.java:18)
  s4: read corpus.jada.synchmethod.fixed.Main@Main.java:30.calls // at corpus.jada.synchmethod.fixed.Main.greet(Main.java:19)
  s6: write corpus.jada.synchmethod.fixed.Main@Main.java:30.calls // at corpus.jada.synchmethod.fixed.Main.greet(Main.java:19)
  s7: call corpus.jada.synchmethod.fixed.Main.answer[corpus.jada.synchmethod.fixed.Main@Main.java:30] // at corpus.jada.synchmethod.fixed.Main.greet(Main.java:20)
  s8: release corpus.jada.synchmethod.fixed.Main@Main.java:30 // at corpus.jada.synchmethod.fixed.Main.greet(Main.java:21)
  s14: call corpus.jada.synchmethod.fixed.Main.answer[corpus.jada.synchmethod.fixed.Main@Main.java:31] // at corpus.jada.synchmethod.fixed.Main.greet(Main.java:22)
}

proc corpus.jada.synchmethod.fixed.Main.greet[corpus.jada.synchmethod.fixed.Main@Main.java:31] {
  s3: acquire corpus.jada.synchmethod.fixed.Main@Main.java:31 // at corpus.jada.synchmethod.fixed.Main.greet(Main.java:18)
  s4: read corpus.jada.synchmethod.fixed.Main@Main.java:31.calls // at corpus.jada.synchmethod.fixed.Main.greet(Main.java:19)
  s6: write corpus.jada.synchmethod.fixed.Main@Main.java:31.calls // at corpus.jada.synchmethod.fixed.Main.greet(Main.java:19)
  s7: call corpus.jada.synchmethod.fixed.Main.answer[corpus.jada.synchmethod.fixed.Main@Main.java:31] // at corpus.jada.synchmethod.fixed.Main.greet(Main.java:20)
  s8: release corpus.jada.synchmethod.fixed.Main@Main.java:31 // at corpus.jada.synchmethod.fixed.Main.greet(Main.java:21)
  s14: call corpus.jada.synchmethod.fixed.Main.answer[corpus.jada.synchmethod.fixed.Main@Main.java:30] // at corpus.jada.synchmethod.fixed.Main.greet(Main.java:22)
}

proc corpus.jada.synchmethod.fixed.Main.lambda$main$0[corpus.jada.synchmethod.fixed.Main.main:32#10] {
  s2: call corpus.jada.synchmethod.fixed.Main.greet[corpus.jada.synchmethod.fixed.Main@Main.java:30] // at corpus.jada.synchmethod.fixed.Main.lambda$main$0(Main.java:32)
}

proc corpus.jada.synchmethod.fixed.Main.lambda$main$1[corpus.jada.synchmethod.fixed.Main.main:33#14] {
  s2: call corpus.jada.synchmethod.fixed.Main.greet[corpus.jada.synchmethod.fixed.Main@Main.java:31] // at corpus.jada.synchmethod.fixed.Main.lambda$main$1(Main.java:33)
}

proc corpus.jada.synchmethod.fixed.Main.main {
  s2: call corpus.jada.synchmethod.fixed.Main.<init>[corpus.jada.synchmethod.fixed.Main@Main.java:30] // at corpus.jada.synchmethod.fixed.Main.main(Main.java:30)
  s5: call corpus.jada.synchmethod.fixed.Main.<init>[corpus.jada.synchmethod.fixed.Main@Main.java:30] // at corpus.jada.synchmethod.fixed.Main.main(Main.java:31)
  s10: fork corpus.jada.synchmethod.fixed.Main.lambda$main$0[corpus.jada.synchmethod.fixed.Main.main:32#10] java.lang.Thread@Main.java:32 // at corpus.jada.synchmethod.fixed.Main.main(Main.java:32)
  s14: fork corpus.jada.synchmethod.fixed.Main.lambda$main$1[corpus.jada.synchmethod.fixed.Main.main:33#14] java.lang.Thread@Main.java:33 // at corpus.jada.synchmethod.fixed.Main.main(Main.java:33)
}
