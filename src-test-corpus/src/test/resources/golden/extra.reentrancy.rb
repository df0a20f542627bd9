main corpus.extra.reentrancy.Main.main

proc corpus.extra.reentrancy.Main.<init>[corpus.extra.reentrancy.Main@Main.java:38] {
  s4: write corpus.extra.reentrancy.Main@Main.java:38.lock // at corpus.extra.reentrancy.Main.<init>(Main.java:17)
}

proc corpus.extra.reentrancy.Main.inner[corpus.extra.reentrancy.Main@Main.java:38] {
  sync: acquire corpus.extra.reentrancy.Main@Main.java:38 // at corpus.extra.reentrancy.Main.inner(Main.java:26)
  s1: read corpus.extra.reentrancy.Main@Main.java:38.count // at corpus.extra.reentrancy.Main.inner(Main.java:26)
  s3: write corpus.extra.reentrancy.Main@Main.java:38.count // at corpus.extra.reentrancy.Main.inner(Main.java:26)
  ret_0: release corpus.extra.reentrancy.Main@Main.java:38 // at corpus.extra.reentrancy.Main.inner(Main.java:26)
}

proc corpus.extra.reentrancy.Main.lambda$main$0[corpus.extra.reentrancy.Main.main:39#8] {
  s1: call corpus.extra.reentrancy.Main.outer[corpus.extra.reentrancy.Main@Main.java:38] // at corpus.extra.reentrancy.Main.lambda$main$0(Main.java:40)
  s2: call corpus.extra.reentrancy.Main.twice[corpus.extra.reentrancy.Main@Main.java:38] // at corpus.extra.reentrancy.Main.lambda$main$0(Main.java:41)
}

proc corpus.extra.reentrancy.Main.main {
  s2: call corpus.extra.reentrancy.Main.<init>[corpus.extra.reentrancy.Main@Main.java:38] // at corpus.extra.reentrancy.Main.main(Main.java:38)
  s8: fork corpus.extra.reentrancy.Main.lambda$main$0[corpus.extra.reentrancy.Main.main:39#8] java.lang.Thread@Main.java:39 // at corpus.extra.reentrancy.Main.main(Main.java:43)
  s9: call corpus.extra.reentrancy.Main.twice[corpus.extra.reentrancy.Main@Main.java:38] // at corpus.extra.reentrancy.Main.main(Main.java:44)
  s10: call corpus.extra.reentrancy.Main.outer[corpus.extra.reentrancy.Main@Main.java:38] // at corpus.extra.reentrancy.Main.main(Main.java:45)
  s11: join java.lang.Thread@Main.java:39 // at corpus.extra.reentrancy.Main.main(Main.java:46)
}

proc corpus.extra.reentrancy.Main.outer[corpus.extra.reentrancy.Main@Main.java:38] {
  sync: acquire corpus.extra.reentrancy.Main@Main.java:38 // at corpus.extra.reentrancy.Main.outer(Main.java:21)
  s1: read corpus.extra.reentrancy.Main@Main.java:38.count // at corpus.extra.reentrancy.Main.outer(Main.java:21)
  s3: write corpus.extra.reentrancy.Main@Main.java:38.count // at corpus.extra.reentrancy.Main.outer(Main.java:21)
  s4: call corpus.extra.reentrancy.Main.inner[corpus.extra.reentrancy.Main@Main.java:38] // at corpus.extra.reentrancy.Main.outer(Main.java:22)
  ret_0: release corpus.extra.reentrancy.Main@Main.java:38 // at corpus.extra.reentrancy.Main.outer(Main.java:21)
}

proc corpus.extra.reentrancy.Main.twice[corpus.extra.reentrancy.Main@Main.java:38] {
  s1: read corpus.extra.reentrancy.Main@Main.java:38.lock // at corpus.extra.reentrancy.Main.twice(Main.java:30)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17[corpus.extra.reentrancy.Main@Main.java:38] // at corpus.extra.reentrancy.Main.twice(Main.java:30)
  s3: read corpus.extra.reentrancy.Main@Main.java:38.lock // at corpus.extra.reentrancy.Main.twice(Main.java:31)
  s4: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17[corpus.extra.reentrancy.Main@Main.java:38] // at corpus.extra.reentrancy.Main.twice(Main.java:31)
  s5: read corpus.extra.reentrancy.Main@Main.java:38.count // at corpus.extra.reentrancy.Main.twice(Main.java:32)
  s7: write corpus.extra.reentrancy.Main@Main.java:38.count // at corpus.extra.reentrancy.Main.twice(Main.java:32)
  s8: read corpus.extra.reentrancy.Main@Main.java:38.lock // at corpus.extra.reentrancy.Main.twice(Main.java:33)
  s9: release java.util.concurrent.locks.ReentrantLock@Main.java:17[corpus.extra.reentrancy.Main@Main.java:38] // at corpus.extra.reentrancy.Main.twice(Main.java:33)
  s10: read corpus.extra.reentrancy.Main@Main.java:38.lock // at corpus.extra.reentrancy.Main.twice(Main.java:34)
  s11: release java.util.concurrent.locks.ReentrantLock@Main.java:17[corpus.extra.reentrancy.Main@Main.java:38] // at corpus.extra.reentrancy.Main.twice(Main.java:34)
}
