main entry
counter java.util.concurrent.Semaphore@Main.java:12.permits limit 7 init 1

proc corpus.juc.semaphoreleak.fixed.Main.<clinit> {
  s2: write corpus.juc.semaphoreleak.fixed.Main.permits // at corpus.juc.semaphoreleak.fixed.Main.<clinit>(Main.java:12)
}

proc corpus.juc.semaphoreleak.fixed.Main.lambda$worker$0[corpus.juc.semaphoreleak.fixed.Main.worker:28#3] {
  s1: call corpus.juc.semaphoreleak.fixed.Main.process[corpus.juc.semaphoreleak.fixed.Main.lambda$worker$0:30#1,corpus.juc.semaphoreleak.fixed.Main.worker:28#3] // at corpus.juc.semaphoreleak.fixed.Main.lambda$worker$0(Main.java:30)
}

proc corpus.juc.semaphoreleak.fixed.Main.main {
  s1: call corpus.juc.semaphoreleak.fixed.Main.worker[corpus.juc.semaphoreleak.fixed.Main.main:38#1] // at corpus.juc.semaphoreleak.fixed.Main.main(Main.java:38)
  s2: call corpus.juc.semaphoreleak.fixed.Main.worker[corpus.juc.semaphoreleak.fixed.Main.main:38#1] // at corpus.juc.semaphoreleak.fixed.Main.main(Main.java:39)
  s3: fork corpus.juc.semaphoreleak.fixed.Main.lambda$worker$0[corpus.juc.semaphoreleak.fixed.Main.worker:28#3] java.lang.Thread@Main.java:28[corpus.juc.semaphoreleak.fixed.Main.main:38#1] // at corpus.juc.semaphoreleak.fixed.Main.main(Main.java:40)
  s4: fork corpus.juc.semaphoreleak.fixed.Main.lambda$worker$0[corpus.juc.semaphoreleak.fixed.Main.worker:28#3] java.lang.Thread@Main.java:28[corpus.juc.semaphoreleak.fixed.Main.main:39#2] // at corpus.juc.semaphoreleak.fixed.Main.main(Main.java:41)
  s5: join java.lang.Thread@Main.java:28[corpus.juc.semaphoreleak.fixed.Main.main:38#1] // at corpus.juc.semaphoreleak.fixed.Main.main(Main.java:42)
  s6: join java.lang.Thread@Main.java:28[corpus.juc.semaphoreleak.fixed.Main.main:39#2] // at corpus.juc.semaphoreleak.fixed.Main.main(Main.java:43)
}

proc corpus.juc.semaphoreleak.fixed.Main.process[corpus.juc.semaphoreleak.fixed.Main.lambda$worker$0:30#1,corpus.juc.semaphoreleak.fixed.Main.worker:28#3] {
  s1: read corpus.juc.semaphoreleak.fixed.Main.permits // at corpus.juc.semaphoreleak.fixed.Main.process(Main.java:16)
  s2: down java.util.concurrent.Semaphore@Main.java:12.permits 1 // at corpus.juc.semaphoreleak.fixed.Main.process(Main.java:16)
  s4: jump s5 s8                         // at corpus.juc.semaphoreleak.fixed.Main.process(Main.java:18)
  s5: read corpus.juc.semaphoreleak.fixed.Main.permits // at corpus.juc.semaphoreleak.fixed.Main.process(Main.java:23)
  s6: up java.util.concurrent.Semaphore@Main.java:12.permits 1 // at corpus.juc.semaphoreleak.fixed.Main.process(Main.java:23)
  s6_1: goto exit                        // at corpus.juc.semaphoreleak.fixed.Main.process(Main.java:23)
  s8: read corpus.juc.semaphoreleak.fixed.Main.done // at corpus.juc.semaphoreleak.fixed.Main.process(Main.java:21)
  s10: write corpus.juc.semaphoreleak.fixed.Main.done // at corpus.juc.semaphoreleak.fixed.Main.process(Main.java:21)
  s11: read corpus.juc.semaphoreleak.fixed.Main.permits // at corpus.juc.semaphoreleak.fixed.Main.process(Main.java:23)
  s12: up java.util.concurrent.Semaphore@Main.java:12.permits 1 // at corpus.juc.semaphoreleak.fixed.Main.process(Main.java:23)
}

proc corpus.juc.semaphoreleak.fixed.Main.worker[corpus.juc.semaphoreleak.fixed.Main.main:38#1] {
}

proc entry {
  init0: call corpus.juc.semaphoreleak.fixed.Main.<clinit> // at corpus.juc.semaphoreleak.fixed.Main.main(Main.java:38)
  main: call corpus.juc.semaphoreleak.fixed.Main.main // at corpus.juc.semaphoreleak.fixed.Main.main(Main.java:38)
}
