main corpus.jacontebe.deadlock1.Main.main
var corpus.jacontebe.deadlock1.Logger.level#int { -1 0 1 * } = * per-thread

proc corpus.jacontebe.deadlock1.Handler.<init>[corpus.jacontebe.deadlock1.Handler@Main.java:21] {
  s6: write corpus.jacontebe.deadlock1.Handler@Main.java:21.buffer // at corpus.jacontebe.deadlock1.Handler.<init>(Main.java:58)
  s7: write corpus.jacontebe.deadlock1.Handler@Main.java:21.owner // at corpus.jacontebe.deadlock1.Handler.<init>(Main.java:61)
}

proc corpus.jacontebe.deadlock1.Handler.flush[corpus.jacontebe.deadlock1.Handler@Main.java:21] {
  sync: acquire corpus.jacontebe.deadlock1.Handler@Main.java:21 // at corpus.jacontebe.deadlock1.Handler.flush(Main.java:69)
  s1: read corpus.jacontebe.deadlock1.Handler@Main.java:21.owner // at corpus.jacontebe.deadlock1.Handler.flush(Main.java:69)
  s2: call corpus.jacontebe.deadlock1.Logger.level[corpus.jacontebe.deadlock1.Logger@Main.java:20]#result:int else s3 // at corpus.jacontebe.deadlock1.Handler.flush(Main.java:69)
  s2_1: switch corpus.jacontebe.deadlock1.Logger.level#int -1 ret_0 0 ret_0 1 s4 * s3 // at corpus.jacontebe.deadlock1.Handler.flush(Main.java:69)
  s3: jump s4 ret_0                      // at corpus.jacontebe.deadlock1.Handler.flush(Main.java:69)
  s4: read corpus.jacontebe.deadlock1.Handler@Main.java:21.buffer // at corpus.jacontebe.deadlock1.Handler.flush(Main.java:70)
  s5: write java.util.ArrayList@Main.java:58[corpus.jacontebe.deadlock1.Handler@Main.java:21].$state // at corpus.jacontebe.deadlock1.Handler.flush(Main.java:70)
  ret_0: release corpus.jacontebe.deadlock1.Handler@Main.java:21 // at corpus.jacontebe.deadlock1.Handler.flush(Main.java:69)
}

proc corpus.jacontebe.deadlock1.Handler.publish[corpus.jacontebe.deadlock1.Handler@Main.java:21] {
  sync: acquire corpus.jacontebe.deadlock1.Handler@Main.java:21 // at corpus.jacontebe.deadlock1.Handler.publish(Main.java:65)
  s2: read corpus.jacontebe.deadlock1.Handler@Main.java:21.buffer // at corpus.jacontebe.deadlock1.Handler.publish(Main.java:65)
  s3: write java.util.ArrayList@Main.java:58[corpus.jacontebe.deadlock1.Handler@Main.java:21].$state // at corpus.jacontebe.deadlock1.Handler.publish(Main.java:65)
  ret_0: release corpus.jacontebe.deadlock1.Handler@Main.java:21 // at corpus.jacontebe.deadlock1.Handler.publish(Main.java:65)
}

proc corpus.jacontebe.deadlock1.Logger.<init>[corpus.jacontebe.deadlock1.Logger@Main.java:20] {
  s4: write corpus.jacontebe.deadlock1.Logger@Main.java:20.lock // at corpus.jacontebe.deadlock1.Logger.<init>(Main.java:33)
  s5: write corpus.jacontebe.deadlock1.Logger@Main.java:20.level // at corpus.jacontebe.deadlock1.Logger.<init>(Main.java:35)
}

proc corpus.jacontebe.deadlock1.Logger.level[corpus.jacontebe.deadlock1.Logger@Main.java:20] {
  s1: read corpus.jacontebe.deadlock1.Logger@Main.java:20.lock // at corpus.jacontebe.deadlock1.Logger.level(Main.java:47)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.jacontebe.deadlock1.Logger@Main.java:20] // at corpus.jacontebe.deadlock1.Logger.level(Main.java:47)
  s3: read corpus.jacontebe.deadlock1.Logger@Main.java:20.level // at corpus.jacontebe.deadlock1.Logger.level(Main.java:49)
  s4: read corpus.jacontebe.deadlock1.Logger@Main.java:20.lock // at corpus.jacontebe.deadlock1.Logger.level(Main.java:51)
  s5: release java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.jacontebe.deadlock1.Logger@Main.java:20] // at corpus.jacontebe.deadlock1.Logger.level(Main.java:51)
}

proc corpus.jacontebe.deadlock1.Logger.level[corpus.jacontebe.deadlock1.Logger@Main.java:20]#result:int {
  s1: read corpus.jacontebe.deadlock1.Logger@Main.java:20.lock // at corpus.jacontebe.deadlock1.Logger.level(Main.java:47)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.jacontebe.deadlock1.Logger@Main.java:20] // at corpus.jacontebe.deadlock1.Logger.level(Main.java:47)
  s3: read corpus.jacontebe.deadlock1.Logger@Main.java:20.level // at corpus.jacontebe.deadlock1.Logger.level(Main.java:49)
  s4: read corpus.jacontebe.deadlock1.Logger@Main.java:20.lock // at corpus.jacontebe.deadlock1.Logger.level(Main.java:51)
  s5: release java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.jacontebe.deadlock1.Logger@Main.java:20] // at corpus.jacontebe.deadlock1.Logger.level(Main.java:51)
  s6: assign corpus.jacontebe.deadlock1.Logger.level#int * // at corpus.jacontebe.deadlock1.Logger.level(Main.java:49)
}

proc corpus.jacontebe.deadlock1.Logger.log[corpus.jacontebe.deadlock1.Logger@Main.java:20] {
  s2: read corpus.jacontebe.deadlock1.Logger@Main.java:20.lock // at corpus.jacontebe.deadlock1.Logger.log(Main.java:38)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.jacontebe.deadlock1.Logger@Main.java:20] // at corpus.jacontebe.deadlock1.Logger.log(Main.java:38)
  s4: read corpus.jacontebe.deadlock1.Logger@Main.java:20.handler // at corpus.jacontebe.deadlock1.Logger.log(Main.java:40)
  s5: call corpus.jacontebe.deadlock1.Handler.publish[corpus.jacontebe.deadlock1.Handler@Main.java:21] // at corpus.jacontebe.deadlock1.Logger.log(Main.java:40)
  s6: read corpus.jacontebe.deadlock1.Logger@Main.java:20.lock // at corpus.jacontebe.deadlock1.Logger.log(Main.java:42)
  s7: release java.util.concurrent.locks.ReentrantLock@Main.java:33[corpus.jacontebe.deadlock1.Logger@Main.java:20] // at corpus.jacontebe.deadlock1.Logger.log(Main.java:42)
}

proc corpus.jacontebe.deadlock1.Main.lambda$main$0[corpus.jacontebe.deadlock1.Main.main:23#17] {
  s1: call corpus.jacontebe.deadlock1.Logger.log[corpus.jacontebe.deadlock1.Logger@Main.java:20] // at corpus.jacontebe.deadlock1.Main.lambda$main$0(Main.java:23)
}

proc corpus.jacontebe.deadlock1.Main.main {
  s2: call corpus.jacontebe.deadlock1.Logger.<init>[corpus.jacontebe.deadlock1.Logger@Main.java:20] // at corpus.jacontebe.deadlock1.Main.main(Main.java:20)
  s5: call corpus.jacontebe.deadlock1.Handler.<init>[corpus.jacontebe.deadlock1.Handler@Main.java:21] // at corpus.jacontebe.deadlock1.Main.main(Main.java:21)
  s7: write corpus.jacontebe.deadlock1.Logger@Main.java:20.handler // at corpus.jacontebe.deadlock1.Main.main(Main.java:22)
  s17: fork corpus.jacontebe.deadlock1.Main.lambda$main$0[corpus.jacontebe.deadlock1.Main.main:23#17] java.lang.Thread@Main.java:23 // at corpus.jacontebe.deadlock1.Main.main(Main.java:25)
  s18: fork corpus.jacontebe.deadlock1.Handler.flush[corpus.jacontebe.deadlock1.Handler@Main.java:21] java.lang.Thread@Main.java:24 // at corpus.jacontebe.deadlock1.Main.main(Main.java:26)
  s19: join java.lang.Thread@Main.java:23 // at corpus.jacontebe.deadlock1.Main.main(Main.java:27)
  s20: join java.lang.Thread@Main.java:24 // at corpus.jacontebe.deadlock1.Main.main(Main.java:28)
}
