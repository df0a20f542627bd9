main entry
counter java.util.concurrent.LinkedBlockingQueue@Main.java:20.items limit 3 init 0

proc corpus.juc.batchqueue.Main.<clinit> {
  s3: write corpus.juc.batchqueue.Main.records // at corpus.juc.batchqueue.Main.<clinit>(Main.java:20)
}

proc corpus.juc.batchqueue.Main.lambda$main$0 {
  s0: call corpus.juc.batchqueue.Main.write[corpus.juc.batchqueue.Main.lambda$main$0:43#0] // at corpus.juc.batchqueue.Main.lambda$main$0(Main.java:43)
}

proc corpus.juc.batchqueue.Main.load[corpus.juc.batchqueue.Main.main:49#10] {
  s3e1: read java.lang.String[]@Main.java:49[0] // at corpus.juc.batchqueue.Main.load(Main.java:28)
  s4e1: call corpus.juc.batchqueue.Main.valid[corpus.juc.batchqueue.Main.load:28#14,corpus.juc.batchqueue.Main.main:49#10]#result:boolean else s13e4 // at corpus.juc.batchqueue.Main.load(Main.java:28)
  s6e1: read corpus.juc.batchqueue.Main.records // at corpus.juc.batchqueue.Main.load(Main.java:29)
  s7e1: read java.lang.String[]@Main.java:49[0] // at corpus.juc.batchqueue.Main.load(Main.java:29)
  s8e1: up java.util.concurrent.LinkedBlockingQueue@Main.java:20.items 1 // at corpus.juc.batchqueue.Main.load(Main.java:29)
  s13e4: read java.lang.String[]@Main.java:49[1] // at corpus.juc.batchqueue.Main.load(Main.java:28)
  s14e4: call corpus.juc.batchqueue.Main.valid[corpus.juc.batchqueue.Main.load:28#14,corpus.juc.batchqueue.Main.main:49#10]#result:boolean else s22e7 // at corpus.juc.batchqueue.Main.load(Main.java:28)
  s16e4: read corpus.juc.batchqueue.Main.records // at corpus.juc.batchqueue.Main.load(Main.java:29)
  s17e4: read java.lang.String[]@Main.java:49[1] // at corpus.juc.batchqueue.Main.load(Main.java:29)
  s18e4: up java.util.concurrent.LinkedBlockingQueue@Main.java:20.items 1 // at corpus.juc.batchqueue.Main.load(Main.java:29)
  s22e7: read java.lang.String[]@Main.java:49[2] // at corpus.juc.batchqueue.Main.load(Main.java:28)
  s23e7: call corpus.juc.batchqueue.Main.valid[corpus.juc.batchqueue.Main.load:28#14,corpus.juc.batchqueue.Main.main:49#10]#result:boolean else exit // at corpus.juc.batchqueue.Main.load(Main.java:28)
  s25e7: read corpus.juc.batchqueue.Main.records // at corpus.juc.batchqueue.Main.load(Main.java:29)
  s26e7: read java.lang.String[]@Main.java:49[2] // at corpus.juc.batchqueue.Main.load(Main.java:29)
  s27e7: up java.util.concurrent.LinkedBlockingQueue@Main.java:20.items 1 // at corpus.juc.batchqueue.Main.load(Main.java:29)
}

proc corpus.juc.batchqueue.Main.main {
  s5: fork corpus.juc.batchqueue.Main.lambda$main$0 java.lang.Thread@Main.java:41 // at corpus.juc.batchqueue.Main.main(Main.java:48)
  s7: write java.lang.String[]@Main.java:49[0] // at corpus.juc.batchqueue.Main.main(Main.java:49)
  s8: write java.lang.String[]@Main.java:49[1] // at corpus.juc.batchqueue.Main.main(Main.java:49)
  s9: write java.lang.String[]@Main.java:49[2] // at corpus.juc.batchqueue.Main.main(Main.java:49)
  s10: call corpus.juc.batchqueue.Main.load[corpus.juc.batchqueue.Main.main:49#10] // at corpus.juc.batchqueue.Main.main(Main.java:49)
  s11: join java.lang.Thread@Main.java:41 // at corpus.juc.batchqueue.Main.main(Main.java:50)
}

proc corpus.juc.batchqueue.Main.valid[corpus.juc.batchqueue.Main.load:28#14,corpus.juc.batchqueue.Main.main:49#10] {
}

proc corpus.juc.batchqueue.Main.valid[corpus.juc.batchqueue.Main.load:28#14,corpus.juc.batchqueue.Main.main:49#10]#result:boolean {
  s2: jump exit raise                    // at corpus.juc.batchqueue.Main.valid(Main.java:23)
  raise: raise                           // at corpus.juc.batchqueue.Main.valid(Main.java:23)
}

proc corpus.juc.batchqueue.Main.write[corpus.juc.batchqueue.Main.lambda$main$0:43#0] {
  s2e1: read java.lang.System.out        // at corpus.juc.batchqueue.Main.write(Main.java:36)
  s3e1: read corpus.juc.batchqueue.Main.records // at corpus.juc.batchqueue.Main.write(Main.java:36)
  s4e1: down java.util.concurrent.LinkedBlockingQueue@Main.java:20.items 1 // at corpus.juc.batchqueue.Main.write(Main.java:36)
  s12e2: read java.lang.System.out       // at corpus.juc.batchqueue.Main.write(Main.java:36)
  s13e2: read corpus.juc.batchqueue.Main.records // at corpus.juc.batchqueue.Main.write(Main.java:36)
  s14e2: down java.util.concurrent.LinkedBlockingQueue@Main.java:20.items 1 // at corpus.juc.batchqueue.Main.write(Main.java:36)
  s21e3: read java.lang.System.out       // at corpus.juc.batchqueue.Main.write(Main.java:36)
  s22e3: read corpus.juc.batchqueue.Main.records // at corpus.juc.batchqueue.Main.write(Main.java:36)
  s23e3: down java.util.concurrent.LinkedBlockingQueue@Main.java:20.items 1 // at corpus.juc.batchqueue.Main.write(Main.java:36)
}

proc entry {
  init0: call corpus.juc.batchqueue.Main.<clinit> // at corpus.juc.batchqueue.Main.main(Main.java:41)
  main: call corpus.juc.batchqueue.Main.main // at corpus.juc.batchqueue.Main.main(Main.java:41)
}
