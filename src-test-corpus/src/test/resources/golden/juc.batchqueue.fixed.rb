main entry
counter java.util.concurrent.LinkedBlockingQueue@Main.java:19.items limit 3 init 0

proc corpus.juc.batchqueue.fixed.Main.<clinit> {
  s3: write corpus.juc.batchqueue.fixed.Main.records // at corpus.juc.batchqueue.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.juc.batchqueue.fixed.Main.lambda$main$0 {
  s0: call corpus.juc.batchqueue.fixed.Main.write[corpus.juc.batchqueue.fixed.Main.lambda$main$0:43#0] // at corpus.juc.batchqueue.fixed.Main.lambda$main$0(Main.java:43)
}

proc corpus.juc.batchqueue.fixed.Main.load[corpus.juc.batchqueue.fixed.Main.main:49#10] {
  s3e1: read corpus.juc.batchqueue.fixed.Main.records // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s4e1: read java.lang.String[]@Main.java:49[0] // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s5e1: call corpus.juc.batchqueue.fixed.Main.valid[corpus.juc.batchqueue.fixed.Main.load:27#17,corpus.juc.batchqueue.fixed.Main.main:49#10]#result:boolean else s10e1 // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s7e1: read java.lang.String[]@Main.java:49[0] // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s10e1: up java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s15e4: read corpus.juc.batchqueue.fixed.Main.records // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s16e4: read java.lang.String[]@Main.java:49[1] // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s17e4: call corpus.juc.batchqueue.fixed.Main.valid[corpus.juc.batchqueue.fixed.Main.load:27#17,corpus.juc.batchqueue.fixed.Main.main:49#10]#result:boolean else s22e4 // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s19e4: read java.lang.String[]@Main.java:49[1] // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s22e4: up java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s26e7: read corpus.juc.batchqueue.fixed.Main.records // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s27e7: read java.lang.String[]@Main.java:49[2] // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s28e7: call corpus.juc.batchqueue.fixed.Main.valid[corpus.juc.batchqueue.fixed.Main.load:27#17,corpus.juc.batchqueue.fixed.Main.main:49#10]#result:boolean else s33e7 // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s30e7: read java.lang.String[]@Main.java:49[2] // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
  s33e7: up java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.juc.batchqueue.fixed.Main.load(Main.java:27)
}

proc corpus.juc.batchqueue.fixed.Main.main {
  s5: fork corpus.juc.batchqueue.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:41 // at corpus.juc.batchqueue.fixed.Main.main(Main.java:48)
  s7: write java.lang.String[]@Main.java:49[0] // at corpus.juc.batchqueue.fixed.Main.main(Main.java:49)
  s8: write java.lang.String[]@Main.java:49[1] // at corpus.juc.batchqueue.fixed.Main.main(Main.java:49)
  s9: write java.lang.String[]@Main.java:49[2] // at corpus.juc.batchqueue.fixed.Main.main(Main.java:49)
  s10: call corpus.juc.batchqueue.fixed.Main.load[corpus.juc.batchqueue.fixed.Main.main:49#10] // at corpus.juc.batchqueue.fixed.Main.main(Main.java:49)
  s11: join java.lang.Thread@Main.java:41 // at corpus.juc.batchqueue.fixed.Main.main(Main.java:50)
}

proc corpus.juc.batchqueue.fixed.Main.valid[corpus.juc.batchqueue.fixed.Main.load:27#17,corpus.juc.batchqueue.fixed.Main.main:49#10] {
}

proc corpus.juc.batchqueue.fixed.Main.valid[corpus.juc.batchqueue.fixed.Main.load:27#17,corpus.juc.batchqueue.fixed.Main.main:49#10]#result:boolean {
  s2: jump exit raise                    // at corpus.juc.batchqueue.fixed.Main.valid(Main.java:22)
  raise: raise                           // at corpus.juc.batchqueue.fixed.Main.valid(Main.java:22)
}

proc corpus.juc.batchqueue.fixed.Main.write[corpus.juc.batchqueue.fixed.Main.lambda$main$0:43#0] {
  s2e1: read corpus.juc.batchqueue.fixed.Main.records // at corpus.juc.batchqueue.fixed.Main.write(Main.java:33)
  s3e1: down java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.juc.batchqueue.fixed.Main.write(Main.java:33)
  s6e2: jump s7e2 s14e5                  // at corpus.juc.batchqueue.fixed.Main.write(Main.java:34)
  s7e2: read java.lang.System.out        // at corpus.juc.batchqueue.fixed.Main.write(Main.java:35)
  s14e5: read corpus.juc.batchqueue.fixed.Main.records // at corpus.juc.batchqueue.fixed.Main.write(Main.java:33)
  s15e5: down java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.juc.batchqueue.fixed.Main.write(Main.java:33)
  s18e6: jump s19e6 s25e9                // at corpus.juc.batchqueue.fixed.Main.write(Main.java:34)
  s19e6: read java.lang.System.out       // at corpus.juc.batchqueue.fixed.Main.write(Main.java:35)
  s25e9: read corpus.juc.batchqueue.fixed.Main.records // at corpus.juc.batchqueue.fixed.Main.write(Main.java:33)
  s26e9: down java.util.concurrent.LinkedBlockingQueue@Main.java:19.items 1 // at corpus.juc.batchqueue.fixed.Main.write(Main.java:33)
  s29e10: jump s30e10 exit               // at corpus.juc.batchqueue.fixed.Main.write(Main.java:34)
  s30e10: read java.lang.System.out      // at corpus.juc.batchqueue.fixed.Main.write(Main.java:35)
}

proc entry {
  init0: call corpus.juc.batchqueue.fixed.Main.<clinit> // at corpus.juc.batchqueue.fixed.Main.main(Main.java:41)
  main: call corpus.juc.batchqueue.fixed.Main.main // at corpus.juc.batchqueue.fixed.Main.main(Main.java:41)
}
